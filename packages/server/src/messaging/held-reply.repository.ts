import type { Queryable } from '../db/database.js';
import type { MessageRow } from './message.mapper.js';

/** A held log-mode reply whose intervention window has closed, with the number it answers from. */
export type DueHeldReply = MessageRow & { readonly from_address: string | null };

/** The held log-mode replies (internal notes) the server settles when their window closes (issue 14). */
export class HeldReplyRepository {
  constructor(private readonly db: Queryable) {}

  /** Ids of replies still waiting whose window closed by `now`, oldest window first. */
  async dueIds(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM message_instance
        WHERE response_reqd AND intervene_until IS NOT NULL AND intervene_until <= $1
          AND message_type = 'INTERNAL_NOTES' AND NOT archived
        ORDER BY intervene_until, id LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Locks one reply if it is still due (staff may have acted since it was listed). */
  async lockDue(id: number, now: Date): Promise<DueHeldReply | null> {
    const rows = await this.db.query<DueHeldReply>(
      `SELECT * FROM message_instance
        WHERE id = $1 AND response_reqd AND intervene_until IS NOT NULL AND intervene_until <= $2
          AND message_type = 'INTERNAL_NOTES' AND NOT archived
        FOR UPDATE`,
      [id, now],
    );
    return rows[0] ?? null;
  }

  /** The reply went to the outbox: the note is settled as sent. */
  async markSent(id: number): Promise<MessageRow | null> {
    const rows = await this.db.query<MessageRow>(
      `UPDATE message_instance SET response_reqd = false, intervene_until = NULL, held_reply_outcome = 'SENT'
        WHERE id = $1 RETURNING *`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The reply may not go by itself: its window closes and it awaits staff approval. */
  async holdForApproval(id: number): Promise<MessageRow | null> {
    const rows = await this.db.query<MessageRow>(
      'UPDATE message_instance SET intervene_until = NULL WHERE id = $1 RETURNING *',
      [id],
    );
    return rows[0] ?? null;
  }
}
