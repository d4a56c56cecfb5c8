import type { Queryable } from '../../db/database.js';

/** The once-per-appointment reminder ledger (migration 025). */
export class AppointmentReminderRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Claims the appointment's one reminder. The primary key decides: of two staff (or two servers)
   * asking at once, the second waits for the first and then claims nothing.
   */
  async claim(appointmentId: number, at: Date, userId: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO appointment_reminder (appointment_id, queued_at, queued_by_user_id) VALUES ($1, $2, $3)
       ON CONFLICT (appointment_id) DO NOTHING RETURNING appointment_id`,
      [appointmentId, at, userId],
    );
    return rows.length > 0;
  }

  async attachMessage(appointmentId: number, messageId: number): Promise<void> {
    await this.db.query('UPDATE appointment_reminder SET message_id = $2 WHERE appointment_id = $1', [
      appointmentId,
      messageId,
    ]);
  }
}
