import type { LeadId } from '@torque/domain';

export type MileageRequest = { readonly leadId: LeadId; readonly miles: number };
export type RecordedMileage = { readonly miles: number; readonly before: number | null };

type Snapshot = {
  readonly pending: MileageRequest | null;
  /**
   * Mileage recorded in this session, by vehicle id, with the odometer the lead showed before: shown
   * at once, until the lead itself carries a newer odometer.
   */
  readonly recorded: ReadonlyMap<number, RecordedMileage>;
};

/**
 * Links the SMS bubble's right-click menu to the conversation header, which are siblings: the menu
 * asks for a mileage update, the header's vehicle line confirms and records it, then shows it.
 */
export class MileageRequests {
  #snapshot: Snapshot = { pending: null, recorded: new Map() };
  readonly #listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly snapshot = (): Snapshot => this.#snapshot;

  request(leadId: LeadId, miles: number): void {
    this.#set({ ...this.#snapshot, pending: { leadId, miles } });
  }

  dismiss(): void {
    this.#set({ ...this.#snapshot, pending: null });
  }

  recorded(vehicleId: number, recorded: RecordedMileage): void {
    this.#set({ pending: null, recorded: new Map(this.#snapshot.recorded).set(vehicleId, recorded) });
  }

  /** The mileage to show for a vehicle whose lead says `odometer`. */
  shown(snapshot: Snapshot, vehicleId: number, odometer: number | null): number | null {
    const recorded = snapshot.recorded.get(vehicleId);
    return recorded && recorded.before === odometer ? recorded.miles : odometer;
  }

  #set(next: Snapshot): void {
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }
}

/** The app's one link (a conversation's header and bubbles render in the same document). */
export const mileageRequests = new MileageRequests();
