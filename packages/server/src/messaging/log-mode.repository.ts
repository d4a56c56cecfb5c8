import type { Queryable } from '../db/database.js';
import type { MessageRow } from './message.mapper.js';

/** Log mode on a lead, and the assistant notes waiting in it for a staff decision. */
export class LogModeRepository {
  constructor(private readonly db: Queryable) {}

  async enable(fsiId: number): Promise<void> {
    await this.db.query('UPDATE future_service_interaction SET log_mode = true WHERE id = $1', [fsiId]);
  }

  /** Sets a note's log-mode response; false leaves it waiting (spec 1 §4: pencil opens the options). */
  async setValidity(messageId: number, valid: boolean): Promise<MessageRow | null> {
    const rows = await this.db.query<MessageRow>(
      'UPDATE message_instance SET valid_log_mode = $2 WHERE id = $1 RETURNING *',
      [messageId, valid],
    );
    return rows[0] ?? null;
  }

  /** The lead's newest waiting note is settled: sent (valid) or dismissed. Returns it, if any. */
  async settlePendingNote(fsiId: number, sent: boolean): Promise<MessageRow | null> {
    const rows = await this.db.query<MessageRow>(
      `UPDATE message_instance SET response_reqd = false, valid_log_mode = CASE WHEN $2 THEN true ELSE valid_log_mode END,
              intervene_until = NULL, held_reply_outcome = CASE WHEN $2 THEN 'SENT' ELSE 'DISCARDED' END
        WHERE id = (SELECT id FROM message_instance
                     WHERE fsi_id = $1 AND message_type = 'INTERNAL_NOTES' AND response_reqd
                     ORDER BY created_on DESC, id DESC LIMIT 1)
        RETURNING *`,
      [fsiId, sent],
    );
    return rows[0] ?? null;
  }

  /** A note waits this long for staff to step in before the assistant sends it; returns it so held. */
  async holdForIntervention(messageId: number, until: Date): Promise<MessageRow> {
    const rows = await this.db.query<MessageRow>(
      'UPDATE message_instance SET intervene_until = $2 WHERE id = $1 RETURNING *',
      [messageId, until],
    );
    if (!rows[0]) throw new Error(`note ${messageId} vanished`);
    return rows[0];
  }

  /**
   * Staff stepped in on a note: its window closes, so it is not sent by itself; a held reply then
   * awaits their approval (issue 14). A note already settled keeps its outcome.
   */
  async stepIn(fsiId: number, messageId: number): Promise<MessageRow | null> {
    const rows = await this.db.query<MessageRow>(
      `UPDATE message_instance SET intervene_until = NULL
        WHERE id = $2 AND fsi_id = $1 AND message_type = 'INTERNAL_NOTES' RETURNING *`,
      [fsiId, messageId],
    );
    return rows[0] ?? null;
  }

  /** Staff discard a held reply: it is never sent, and the note says so. */
  async discard(fsiId: number, messageId: number): Promise<MessageRow | null> {
    const rows = await this.db.query<MessageRow>(
      `UPDATE message_instance SET response_reqd = false, intervene_until = NULL,
              held_reply_outcome = CASE WHEN response_reqd THEN 'DISCARDED' ELSE held_reply_outcome END
        WHERE id = $2 AND fsi_id = $1 AND message_type = 'INTERNAL_NOTES' RETURNING *`,
      [fsiId, messageId],
    );
    return rows[0] ?? null;
  }
}
