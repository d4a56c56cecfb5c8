import type { OfferedSlot, TransportType } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/** The times the assistant offered a lead's customer and is waiting on (migration 047). */
export type PendingOffer = {
  readonly slots: readonly OfferedSlot[];
  readonly transportType: TransportType;
  readonly askedAgain: boolean;
};

export class SlotOfferRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The lead's last offer; `passed` once one of its times is no longer ahead of `now` (the numbers keep
   * their places only while all are ahead, so the offer no longer stands).
   */
  async last(fsiId: number, now: Date): Promise<(PendingOffer & { readonly passed: boolean }) | undefined> {
    const [row] = await this.db.query<{
      slots: OfferedSlot[];
      transport_type: TransportType;
      asked_again: boolean;
    }>('SELECT slots, transport_type, asked_again FROM assistant_slot_offer WHERE fsi_id = $1', [fsiId]);
    if (!row) return undefined;
    return {
      slots: row.slots,
      transportType: row.transport_type,
      askedAgain: row.asked_again,
      passed: row.slots.some((slot) => new Date(slot.startsAt) <= now),
    };
  }

  async save(fsiId: number, offer: PendingOffer, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO assistant_slot_offer (fsi_id, slots, transport_type, asked_again, offered_at)
       VALUES ($1, $2::jsonb, $3, $4, $5)
       ON CONFLICT (fsi_id) DO UPDATE
         SET slots = EXCLUDED.slots, transport_type = EXCLUDED.transport_type,
             asked_again = EXCLUDED.asked_again, offered_at = EXCLUDED.offered_at`,
      [fsiId, JSON.stringify(offer.slots), offer.transportType, offer.askedAgain, at],
    );
  }

  async markAskedAgain(fsiId: number): Promise<void> {
    await this.db.query('UPDATE assistant_slot_offer SET asked_again = true WHERE fsi_id = $1', [fsiId]);
  }

  async remove(fsiId: number): Promise<void> {
    await this.db.query('DELETE FROM assistant_slot_offer WHERE fsi_id = $1', [fsiId]);
  }
}
