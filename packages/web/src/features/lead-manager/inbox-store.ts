import { createInbox, type DeliveryUpdate, type Inbox, type InboxInput } from '@torque/domain';
import { TopFirstLeads } from './top-first-leads';

/**
 * The domain inbox for React. The inbox is mutated in place by the domain's reducers (O(1) per
 * real-time message); after a change the caller `publish`es, and subscribers see a new revision
 * only when the inbox's version moved. A new search replaces the inbox.
 */
export class InboxStore {
  #inbox: Inbox;
  #published: number;
  #revision = 0;
  #leads: TopFirstLeads | null = null;
  /** Deliveries reported by the carrier, by message id; a new map on every change (React compares identity). */
  #deliveries: ReadonlyMap<number, DeliveryUpdate> = new Map();
  readonly #listeners = new Set<() => void>();

  constructor(input: InboxInput = {}) {
    this.#inbox = createInbox(input);
    this.#published = this.#inbox.version;
  }

  get inbox(): Inbox {
    return this.#inbox;
  }

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly revision = (): number => this.#revision;

  /**
   * The leads top-first, the same view until the inbox changes; read lazily, so a list that shows a
   * screenful reads a screenful. Each lead is the domain's cached snapshot, so only rows whose lead
   * changed re-render.
   */
  readonly leads = (): TopFirstLeads => {
    if (!this.#leads?.shows(this.#inbox)) this.#leads = new TopFirstLeads(this.#inbox);
    return this.#leads;
  };

  readonly deliveries = (): ReadonlyMap<number, DeliveryUpdate> => this.#deliveries;

  /** Records a batch of delivery reports (they outlive a new search: open chat boxes keep them). */
  recordDeliveries(updates: readonly (readonly [number, DeliveryUpdate])[]): void {
    if (updates.length === 0) return;
    this.#deliveries = new Map([...this.#deliveries, ...updates]);
    this.#changed();
  }

  /** Tells subscribers when the inbox changed since they last heard. */
  publish(): void {
    if (this.#inbox.version === this.#published) return;
    this.#published = this.#inbox.version;
    this.#changed();
  }

  replace(inbox: Inbox): void {
    this.#inbox = inbox;
    this.#published = inbox.version;
    this.#changed();
  }

  #changed(): void {
    this.#revision++;
    for (const listener of this.#listeners) listener();
  }
}
