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

  async markRead(fsiId: number, lastReadMessageId: number): Promise<void> {
    await this.db.query(
      'UPDATE future_service_interaction SET total_unread_count = 0, last_read_message_id = $2 WHERE id = $1',
      [fsiId, lastReadMessageId],
    );
  }
}
