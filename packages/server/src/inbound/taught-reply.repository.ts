import type { TaughtExample } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/** What an enterprise's staff taught the assistant, most recent first, as of one revision. */
export type TaughtReplies = { readonly revision: string; readonly examples: readonly TaughtExample[] };

/** Staff corrections and confirmations kept as each enterprise's training examples (issue 31 point 2). */
export class TaughtReplyRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Keeps staff's reading of a customer's reply as an example of the lead's enterprise (a reply taught
   * again keeps only staff's latest word). The words are the customer's, as the message has them.
   */
  async teach(fsiId: number, messageId: number, code: string, userId: number, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO taught_reply (message_id, enterprise_id, wording, code, taught_by, taught_at)
       SELECT m.id, s.enterprise_id, m.content, $3, $4, $5
         FROM message_instance m
         JOIN future_service_interaction f ON f.id = m.fsi_id
         JOIN store s ON s.id = f.store_id
        WHERE m.fsi_id = $1 AND m.id = $2 AND m.content IS NOT NULL
       ON CONFLICT (message_id) DO UPDATE
         SET code = EXCLUDED.code, taught_by = EXCLUDED.taught_by, taught_at = EXCLUDED.taught_at,
             revision = nextval('taught_reply_revision_seq')`,
      [fsiId, messageId, code, userId, at],
    );
  }

  /** The enterprise's latest revision ('0' before any teaching): a new one means the examples changed. */
  async revision(enterpriseId: number): Promise<string> {
    const [row] = await this.db.query<{ revision: string | null }>(
      'SELECT max(revision)::text AS revision FROM taught_reply WHERE enterprise_id = $1',
      [enterpriseId],
    );
    return row?.revision ?? '0';
  }

  /**
   * The examples of a lead's enterprise that could have read one of its replies: taught by then, with
   * the code the reply was settled as, other than the reply itself (Show Intents says who taught it).
   */
  async before(
    fsiId: number,
    messageId: number,
    code: string,
  ): Promise<{ text: string; examples: (TaughtExample & { taughtBy: string })[] } | null> {
    const rows = await this.db.query<{
      text: string;
      wording: string | null;
      code: string;
      taughtBy: string;
    }>(
      `SELECT m.content AS text, t.wording, t.code,
              COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), 'staff') AS "taughtBy"
         FROM message_instance m
         JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
         LEFT JOIN taught_reply t ON t.enterprise_id = s.enterprise_id AND t.code = $3
                                 AND t.message_id <> m.id AND t.taught_at <= m.created_on
         LEFT JOIN app_user u ON u.id = t.taught_by
        WHERE m.fsi_id = $1 AND m.id = $2
        ORDER BY t.revision DESC NULLS LAST`,
      [fsiId, messageId, code],
    );
    if (rows.length === 0) return null;
    return {
      text: rows[0]!.text,
      examples: rows.flatMap(({ wording, taughtBy }) =>
        wording === null ? [] : [{ wording, code, taughtBy }],
      ),
    };
  }

  /** Every example of one enterprise (never another's), most recent teaching first. */
  async of(enterpriseId: number): Promise<TaughtReplies> {
    const rows = await this.db.query<{ wording: string; code: string; revision: string }>(
      `SELECT wording, code, revision::text AS revision FROM taught_reply
        WHERE enterprise_id = $1 ORDER BY revision DESC`,
      [enterpriseId],
    );
    return {
      revision: rows[0]?.revision ?? '0',
      examples: rows.map(({ wording, code }) => ({ wording, code })),
    };
  }
}
