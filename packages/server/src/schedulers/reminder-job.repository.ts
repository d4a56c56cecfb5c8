import type { Queryable } from '../db/database.js';

/** What the appointment-reminder job reads (migrations 021, 023, 025). */
export class ReminderJobRepository {
  constructor(private readonly db: Queryable) {}

  /** The store's booked appointments in [from, to) that have not had their one reminder. */
  async unremindedBooked(
    storeId: number,
    from: Date,
    to: Date,
  ): Promise<{ readonly id: number; readonly fsiId: number | null }[]> {
    return this.db.query<{ id: number; fsiId: number | null }>(
      `SELECT a.id, a.fsi_id AS "fsiId" FROM appointment a
         LEFT JOIN appointment_reminder r ON r.appointment_id = a.id
        WHERE a.store_id = $1 AND a.status = 'BOOKED' AND a.deleted_at IS NULL AND r.appointment_id IS NULL
          AND a.appointment_at >= $2 AND a.appointment_at < $3
        ORDER BY a.appointment_at, a.id`,
      [storeId, from, to],
    );
  }

  /** Whether the lead's conversation already holds this note (a refused reminder is noted once, not every run). */
  async hasNote(fsiId: number, content: string): Promise<boolean> {
    const rows = await this.db.query(
      "SELECT 1 FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL' AND content = $2 LIMIT 1",
      [fsiId, content],
    );
    return rows.length > 0;
  }
}
