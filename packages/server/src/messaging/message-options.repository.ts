import type { Queryable } from '../db/database.js';
import type { MessageRow } from './message.mapper.js';

/** What the message option menu writes: archiving and the set response time (spec 1 §6). */
export class MessageOptionsRepository {
  constructor(private readonly db: Queryable) {}

  async archive(messageId: number): Promise<MessageRow | undefined> {
    const [row] = await this.db.query<MessageRow>(
      'UPDATE message_instance SET archived = true WHERE id = $1 RETURNING *',
      [messageId],
    );
    return row;
  }

  /** The store's office zone and when the customer last texted before this message. */
  async responseContext(messageId: number): Promise<{ zone: string; asked_at: Date | null } | undefined> {
    const [context] = await this.db.query<{ zone: string; asked_at: Date | null }>(
      `SELECT s.office_time_zone AS zone,
              (SELECT max(r.created_on) FROM message_instance r
                WHERE r.fsi_id = m.fsi_id AND r.direction = 'RECEIVED' AND (r.created_on, r.id) < (m.created_on, m.id)) AS asked_at
         FROM message_instance m JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
        WHERE m.id = $1`,
      [messageId],
    );
    return context;
  }

  async setResponseTime(messageId: number, seconds: number): Promise<void> {
    await this.db.query('UPDATE message_instance SET message_response_time = $2 WHERE id = $1', [
      messageId,
      seconds,
    ]);
  }
}
