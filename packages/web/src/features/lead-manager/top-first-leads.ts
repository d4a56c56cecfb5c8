import { inboxOrder, inboxSize, leadOf, type Inbox, type Lead } from '@torque/domain';

/**
 * What a lead list reads: how many leads, and the lead at a place. A plain array of leads is one;
 * the inbox's `TopFirstLeads` is another that reads only the places asked for.
 */
export type LeadSequence = {
  readonly length: number;
  at(index: number): Lead | undefined;
  findIndex(test: (lead: Lead) => boolean): number;
};

/**
 * The inbox's leads top-first, read on demand: a virtualised list asks for the screenful it shows,
 * so its first render costs the same for 100 or 100,000 leads (no copy of the whole order). The
 * leads read so far are kept, so each place is read once.
 *
 * A view of one inbox version: once the inbox has changed, it reads nothing more (the store hands
 * out a fresh view for the new version, and a half-old, half-new order could show a lead twice).
 */
export class TopFirstLeads implements LeadSequence {
  readonly length: number;
  readonly #inbox: Inbox;
  readonly #version: number;
  readonly #read: Lead[] = [];
  #order: Iterator<Lead['id']> | undefined;

  constructor(inbox: Inbox) {
    this.#inbox = inbox;
    this.#version = inbox.version;
    this.length = inboxSize(inbox);
  }

  /** True while `inbox` is the inbox this view reads, still at the version it shows. */
  shows(inbox: Inbox): boolean {
    return inbox === this.#inbox && inbox.version === this.#version;
  }

  at(index: number): Lead | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    while (this.#read.length <= index && this.#readNext());
    return this.#read[index];
  }

  findIndex(test: (lead: Lead) => boolean): number {
    for (let index = 0; index < this.length; index++) {
      const lead = this.at(index);
      if (!lead) return -1;
      if (test(lead)) return index;
    }
    return -1;
  }

  #readNext(): boolean {
    if (!this.shows(this.#inbox)) return false;
    this.#order ??= inboxOrder(this.#inbox);
    const next = this.#order.next();
    const lead = next.done ? undefined : leadOf(this.#inbox, next.value);
    if (!lead) return false;
    this.#read.push(lead);
    return true;
  }
}
