import { followEvent, type ConversationTurn, type LeadOutcome, type StageEvent } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { LeadTrackerRepository } from './lead-tracker.repository.js';

/**
 * SQL: message `m` is one of our texts or e-mails that went to the customer. A message the outbox
 * holds (queued for quiet hours, failed, cancelled for an opt-out) has not gone; one without an
 * outbox row (seeded or imported history) went unless the carrier said it failed.
 */
export const TEXT_WENT = (m: string): string =>
  `(${m}.direction <> 'RECEIVED' AND ${m}.message_type IN ('SMS', 'EMAIL')
    AND COALESCE((SELECT o.status = 'sent' FROM outbox o WHERE o.message_id = ${m}.id),
                 COALESCE(${m}.message_status, '') NOT IN ('queued', 'failed', 'undelivered')))`;

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

/** SQL: message `m` is the customer's own text or e-mail. */
export const CUSTOMER_WROTE = (m: string): string =>
  `(${m}.direction = 'RECEIVED' AND ${m}.message_type IN ('SMS', 'EMAIL'))`;

/** What happened to the lead, as the stage rules (domain lead-stage.rules.ts) hear it. */
export type LeadHappening = 'CONVERSATION' | 'APPOINTMENT_BOOKED' | 'SHOW' | 'NO_SHOW';

/**
 * The one place the server moves a lead's stage on its own (issue 30 point 4): every send, reply,
 * booking and recorded visit calls this inside its own transaction. The domain's followEvent decides
 * (forwards only); a change is written with its time and told to open screens (LEAD_FLAGS_CHANGED with
 * the stage), so a conversation header follows a reply at once. Staff's own moves go through the lead
 * tracker instead. Returns the lead as it now stands, or null for a lead that does not exist.
 */
export async function followLeadStage(
  tx: Queryable,
  leadId: number,
  happening: LeadHappening,
  at: Date,
): Promise<LeadOutcome | null> {
  const tracker = new LeadTrackerRepository(tx);
  const current = await tracker.current(leadId);
  if (!current) return null;
  const event: StageEvent =
    happening === 'CONVERSATION'
      ? { kind: 'CONVERSATION', turns: await conversationTurns(tx, leadId) }
      : happening === 'APPOINTMENT_BOOKED'
        ? { kind: 'APPOINTMENT_BOOKED' }
        : { kind: 'APPOINTMENT_OUTCOME', outcome: happening };
  const next = followEvent({ stage: current.stage, reason: current.outcome_reason }, event);
  if (next.stage === current.stage && next.reason === current.outcome_reason) return next;
  await tracker.write(leadId, next, at);
  await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', leadId, {
    flags: { stage: next.stage, outcomeReason: next.reason },
  });
  return next;
}

/** The lead's conversation as turns, oldest first: our texts that went and the customer's messages. */
async function conversationTurns(db: Queryable, leadId: number): Promise<ConversationTurn[]> {
  const rows = await db.query<{ customer: boolean }>(
    `SELECT m.direction = 'RECEIVED' AS customer FROM message_instance m
      WHERE m.fsi_id = $1 AND (${CUSTOMER_WROTE('m')} OR ${TEXT_WENT('m')})
      ORDER BY m.created_on, m.id`,
    [leadId],
  );
  return rows.map((row) => (row.customer ? 'CUSTOMER' : 'STORE'));
}
