import type { ConversationTurn } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/**
 * SQL: message `m` is one of our texts or e-mails that went to the customer. A message the outbox
 * holds (queued for quiet hours, failed, cancelled for an opt-out) has not gone; one without an
 * outbox row (seeded or imported history) went unless the carrier said it failed.
 */
export const TEXT_WENT = (m: string): string =>
  `(${m}.direction <> 'RECEIVED' AND ${m}.message_type IN ('SMS', 'EMAIL')
    AND COALESCE((SELECT o.status = 'sent' FROM outbox o WHERE o.message_id = ${m}.id),
                 COALESCE(${m}.message_status, '') NOT IN ('queued', 'failed', 'undelivered')))`;

/** SQL: message `m` is the customer's own text or e-mail. */
export const CUSTOMER_WROTE = (m: string): string =>
  `(${m}.direction = 'RECEIVED' AND ${m}.message_type IN ('SMS', 'EMAIL'))`;

/**
 * The same two tests for a message row without an outbox row (the demo seed's history): the customer's
 * text or e-mail, our text or e-mail unless it is still queued or failed, or null (notes, cards).
 */
export function historyTurn(message: {
  readonly direction: string;
  readonly message_type: string;
  readonly message_status: string | null;
}): ConversationTurn | null {
  if (message.message_type !== 'SMS' && message.message_type !== 'EMAIL') return null;
  if (message.direction === 'RECEIVED') return 'CUSTOMER';
  return ['queued', 'failed', 'undelivered'].includes(message.message_status ?? '') ? null : 'STORE';
}

/** What the stage rules read of a lead's messages. */
export class LeadStageRepository {
  constructor(private readonly db: Queryable) {}

  /** The lead's conversation as turns, oldest first: our texts that went and the customer's messages. */
  async conversationTurns(leadId: number): Promise<ConversationTurn[]> {
    const rows = await this.db.query<{ customer: boolean }>(
      `SELECT m.direction = 'RECEIVED' AS customer FROM message_instance m
        WHERE m.fsi_id = $1 AND (${CUSTOMER_WROTE('m')} OR ${TEXT_WENT('m')})
        ORDER BY m.created_on, m.id`,
      [leadId],
    );
    return rows.map((row) => (row.customer ? 'CUSTOMER' : 'STORE'));
  }
}
