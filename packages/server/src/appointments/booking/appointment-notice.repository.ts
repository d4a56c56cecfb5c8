import type { Queryable } from '../../db/database.js';

/** What the texts about an appointment read besides the appointment itself (issue 30). */
export class AppointmentNoticeRepository {
  constructor(private readonly db: Queryable) {}

  /** The store as the customer finds it: the store table has no address, so its name and main number. */
  async storeContact(storeId: number): Promise<{ name: string; phone: string } | undefined> {
    const [row] = await this.db.query<{ name: string; phone: string }>(
      'SELECT name, phone_number AS phone FROM store WHERE id = $1',
      [storeId],
    );
    return row;
  }

  /** The lead's next booked appointment from `now` on, the one a customer's "cancel" or "reschedule" is about. */
  async nextBooked(fsiId: number, now: Date): Promise<number | undefined> {
    const [row] = await this.db.query<{ id: number }>(
      `SELECT id FROM appointment
        WHERE fsi_id = $1 AND status = 'BOOKED' AND deleted_at IS NULL AND appointment_at >= $2
        ORDER BY appointment_at, id LIMIT 1`,
      [fsiId, now],
    );
    return row?.id;
  }

  /** The advisor's name as the customer will meet them. */
  async advisorName(storeId: number, advisorNo: string): Promise<string | null> {
    const [row] = await this.db.query<{ name: string }>(
      'SELECT name FROM service_advisor WHERE store_id = $1 AND advisor_no = $2',
      [storeId, advisorNo],
    );
    return row?.name ?? null;
  }
}
