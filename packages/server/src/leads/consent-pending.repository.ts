import type { Queryable } from '../db/database.js';

/** The consent question waiting for staff (issue 29, point 2), one per customer. */
export type ConsentPendingRow = {
  readonly customerId: number;
  readonly fsiId: number;
  readonly messageId: number | null;
  readonly text: string;
  readonly aiEnabledBefore: boolean;
  readonly since: Date;
};

const COLUMNS = `customer_id AS "customerId", fsi_id AS "fsiId", message_id AS "messageId", text,
  ai_enabled_before AS "aiEnabledBefore", since`;

/** The customer's queued automated texts (assistant, campaign): the ones a pending question parks. */
const AUTOMATED_OF_CUSTOMER = `status = 'queued' AND kind IN ('assistant', 'campaign')
  AND message_id IN (SELECT mi.id FROM message_instance mi JOIN future_service_interaction f ON f.id = mi.fsi_id
                      WHERE f.customer_id = $1)`;

/**
 * A possible opt-out waiting for staff's answer. While it waits, the customer's automated texts are
 * parked in the outbox (next_attempt_at 'infinity': the worker never finds them due) and come back on
 * the answer at the time they were held for (not_before), or at once when that has passed.
 */
export class ConsentPendingRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Asks the question, or words it anew when one is waiting: the lead and the assistant's state of
   * the first question stay (the assistant is off since then), and the customer's queued automated
   * texts are parked.
   */
  async ask(question: Omit<ConsentPendingRow, 'since'> & { readonly at: Date }): Promise<void> {
    await this.db.query(
      `INSERT INTO consent_pending (customer_id, fsi_id, message_id, text, ai_enabled_before, since)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (customer_id) DO UPDATE SET message_id = EXCLUDED.message_id, text = EXCLUDED.text,
              since = EXCLUDED.since`,
      [
        question.customerId,
        question.fsiId,
        question.messageId,
        question.text,
        question.aiEnabledBefore,
        question.at,
      ],
    );
    await this.db.query(`UPDATE outbox SET next_attempt_at = 'infinity' WHERE ${AUTOMATED_OF_CUSTOMER}`, [
      question.customerId,
    ]);
  }

  /** The question waiting on the customer of a lead, or null. */
  async ofLead(fsiId: number): Promise<ConsentPendingRow | null> {
    const rows = await this.db.query<ConsentPendingRow>(
      `SELECT ${COLUMNS} FROM consent_pending
        WHERE customer_id = (SELECT customer_id FROM future_service_interaction WHERE id = $1) FOR UPDATE`,
      [fsiId],
    );
    return rows[0] ?? null;
  }

  /** Parks a new outbox row when its customer has a question waiting; true when it did. */
  async parkIfPending(outboxId: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE outbox o SET next_attempt_at = 'infinity'
        WHERE o.id = $1::bigint AND EXISTS (
          SELECT 1 FROM message_instance mi JOIN future_service_interaction f ON f.id = mi.fsi_id
            JOIN consent_pending cp ON cp.customer_id = f.customer_id WHERE mi.id = o.message_id)
        RETURNING o.id`,
      [outboxId],
    );
    return rows.length > 0;
  }

  /**
   * The question is answered: it is removed and the parked texts go back to the queue, due when they
   * were held for (an opted-out customer's are then refused by the outbox's own check).
   */
  async answer(customerId: number, now: Date): Promise<void> {
    await this.db.query('DELETE FROM consent_pending WHERE customer_id = $1', [customerId]);
    await this.db.query(
      `UPDATE outbox SET next_attempt_at = GREATEST(not_before, $2)
        WHERE next_attempt_at = 'infinity' AND ${AUTOMATED_OF_CUSTOMER}`,
      [customerId, now],
    );
  }
}
