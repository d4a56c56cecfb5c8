import { taughtMatchFor, type InboundClassification, type ReplyCodes } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { TaughtReplyRepository } from './taught-reply.repository.js';

type Row = {
  intents: { intentName: string; inputStrings: string[] }[];
  final_intent_names: string[];
  multi_intent_names: string[];
  code: string | null;
  runners_up: string[];
  decided_by: 'rule' | 'model' | null;
  corrected_code: string | null;
  corrected_by: string | null;
  corrected_at: Date | null;
};

/** How each inbound text was read, kept for Show Intents (GET intentDetails). */
export class IntentDetailsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The reading of one reply: the code it was settled as leads the intents (with the customer's words),
   * the final intent names (then the action the workflow took) and, when it said several things, the
   * multi intent names (its runners-up, then every signal read).
   */
  async record(
    messageId: number,
    fsiId: number,
    text: string,
    reading: InboundClassification,
    codes: ReplyCodes,
  ): Promise<void> {
    const code = { intentName: codes.code, inputStrings: [text.trim()] };
    const final = [codes.code, ...reading.finalIntentNames.filter((name) => name !== codes.code)];
    const several = codes.runnersUp.length > 0 || reading.multiIntentNames.length > 0;
    const multi = several ? [...new Set([codes.code, ...codes.runnersUp, ...reading.multiIntentNames])] : [];
    await this.db.query(
      `INSERT INTO message_intent (message_id, fsi_id, consent, action_intent, intents, final_intent_names, multi_intent_names,
                                   code, runners_up, decided_by)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9::text[], $10)
       ON CONFLICT (message_id) DO NOTHING`,
      [
        messageId,
        fsiId,
        reading.consent,
        reading.actionIntent,
        JSON.stringify([code, ...reading.intents.filter((intent) => intent.intentName !== codes.code)]),
        JSON.stringify(final),
        JSON.stringify(multi),
        codes.code,
        codes.runnersUp,
        codes.decidedBy,
      ],
    );
  }

  /**
   * The details of one message of a lead, in the contract's shape; null when none were recorded. The
   * classifier check counts the replies of the lead's enterprise staff checked since `checkedSince`.
   */
  async find(fsiId: number, messageId: number, checkedSince: Date): Promise<Schemas['IntentDetails'] | null> {
    const rows = await this.db.query<Row>(
      `SELECT i.intents, i.final_intent_names, i.multi_intent_names, i.code, i.runners_up, i.decided_by,
              i.corrected_code, i.corrected_at, NULLIF(trim(u.first_name || ' ' || u.last_name), '') AS corrected_by
         FROM message_intent i LEFT JOIN app_user u ON u.id = i.corrected_by
        WHERE i.fsi_id = $1 AND i.message_id = $2`,
      [fsiId, messageId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      intents: row.intents.map((intent) => ({
        intentName: intent.intentName,
        symLogs: { inputStrListBeforePreprocessor: intent.inputStrings },
      })),
      finalIntentNames: row.final_intent_names,
      multiIntentNames: row.multi_intent_names,
      ...(row.code !== null && row.decided_by !== null
        ? {
            classification: {
              code: row.code,
              runnersUp: row.runners_up,
              decidedBy: row.decided_by,
              correctedCode: row.corrected_code,
              correctedBy: row.corrected_by,
              correctedAt: row.corrected_at?.toISOString() ?? null,
              ...(row.decided_by === 'model' && {
                taughtBy: await this.taughtBy(fsiId, messageId, row.code),
              }),
            },
            classifierCheck: await this.classifierCheck(fsiId, checkedSince),
          }
        : {}),
    };
  }

  /** Who taught the assistant the words a reply was read by (issue 31); null when nobody did. */
  private async taughtBy(fsiId: number, messageId: number, code: string): Promise<string | null> {
    const taught = await new TaughtReplyRepository(this.db).before(fsiId, messageId, code);
    return (taught && taughtMatchFor(taught.text, taught.examples)?.example.taughtBy) ?? null;
  }

  /** Records staff's code for a reply (its own code confirms it); false when the reply has no code. */
  async correct(fsiId: number, messageId: number, code: string, userId: number, at: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE message_intent SET corrected_code = $3, corrected_by = $4, corrected_at = $5
        WHERE fsi_id = $1 AND message_id = $2 AND code IS NOT NULL RETURNING message_id`,
      [fsiId, messageId, code, userId, at],
    );
    return rows.length > 0;
  }

  /** Whether another reply of the lead still reads as this code (its mark then stays). */
  async leadHasCode(fsiId: number, code: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM message_intent WHERE fsi_id = $1 AND COALESCE(corrected_code, code) = $2 LIMIT 1',
      [fsiId, code],
    );
    return rows.length > 0;
  }

  /**
   * Of the replies staff of the lead's enterprise checked since a moment (a reply counts once, by its
   * latest check), how many the assistant had read as they did: a confirmation agrees, a correction not.
   */
  async classifierCheck(fsiId: number, since: Date): Promise<{ checked: number; agreed: number }> {
    const [row] = await this.db.query<{ checked: number; agreed: number }>(
      `SELECT count(*)::int AS checked, count(*) FILTER (WHERE i.corrected_code = i.code)::int AS agreed
         FROM message_intent i
         JOIN future_service_interaction f ON f.id = i.fsi_id
         JOIN store s ON s.id = f.store_id
        WHERE i.corrected_code IS NOT NULL AND i.corrected_at >= $2
          AND s.enterprise_id = (SELECT ls.enterprise_id FROM future_service_interaction lf
                                   JOIN store ls ON ls.id = lf.store_id WHERE lf.id = $1)`,
      [fsiId, since],
    );
    return row ?? { checked: 0, agreed: 0 };
  }
}
