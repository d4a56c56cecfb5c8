import type { Queryable } from '../db/database.js';

/** Writes to a lead's conversation state: counters, flags and the list's sort key. */
export class LeadStateRepository {
  constructor(private readonly db: Queryable) {}

  /** An outgoing message clears response-delay styling (spec 1 §4) and starts the conversation. */
  async recordOutgoing(fsiId: number): Promise<void> {
    await this.db.query(
      'UPDATE future_service_interaction SET response_reqd = false, conversation_initiated = true WHERE id = $1',
      [fsiId],
    );
  }

  /** A customer's text: unread and inbound counts rise, and the lead waits for a response (spec 1 §4). */
  async recordIncoming(fsiId: number, at: Date): Promise<{ totalUnreadCount: number }> {
    const rows = await this.db.query<{ totalUnreadCount: number }>(
      `UPDATE future_service_interaction
          SET total_unread_count = total_unread_count + 1, total_inbound_count = total_inbound_count + 1,
              last_message_received_date = $2, response_reqd = true,
              responded_to_ai = responded_to_ai OR ai_enabled
        WHERE id = $1 RETURNING total_unread_count AS "totalUnreadCount"`,
      [fsiId, at],
    );
    return rows[0] ?? { totalUnreadCount: 0 };
  }

  async markRead(fsiId: number, lastReadMessageId: number): Promise<void> {
    await this.db.query(
      'UPDATE future_service_interaction SET total_unread_count = 0, last_read_message_id = $2 WHERE id = $1',
      [fsiId, lastReadMessageId],
    );
  }
}
