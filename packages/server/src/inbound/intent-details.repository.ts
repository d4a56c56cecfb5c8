import type { InboundClassification, ReplyCodes } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';

type Row = {
  intents: { intentName: string; inputStrings: string[] }[];
  final_intent_names: string[];
  multi_intent_names: string[];
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

  /** The details of one message of a lead, in the contract's shape; null when none were recorded. */
  async find(fsiId: number, messageId: number): Promise<Schemas['IntentDetails'] | null> {
    const rows = await this.db.query<Row>(
      'SELECT intents, final_intent_names, multi_intent_names FROM message_intent WHERE fsi_id = $1 AND message_id = $2',
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
    };
  }
}
