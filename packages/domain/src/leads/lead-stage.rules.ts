import { isLeadStage, LEAD_STAGES, type LeadStage } from './lead-stage.js';
import { isOutcomeAllowed } from './outcome-reason.rules.js';
import type { LeadOutcome } from './lead-tracker.rules.js';

/**
 * How a lead's stage follows what happens to it (spec 2 §4, issue 30 point 4). Two kinds of change:
 *
 * Automatic events, which only ever move a lead forward (a reply to a lead at APPOINTMENT_SET keeps it
 * there; an import of a lead already talking leaves it where it is):
 * - NOT_STARTED: no text has gone to the customer and the customer has not written (an import, a
 *   planner row whose first text has not gone yet, a text held for quiet hours or refused by the carrier);
 * - INITIATED: a text went to the customer (staff, the assistant, a planner, a list or a reminder);
 * - RESPONDED: the customer wrote to us (a reply, or a first text of their own that created the lead);
 * - ENGAGED: a conversation: the customer wrote, the store (staff or the assistant) answered with a text
 *   that went, and the customer wrote again after that answer;
 * - APPOINTMENT_SET: an appointment was booked (by staff, the assistant or the customer);
 * - SHOW_OR_NO_SHOW: the appointment's outcome was recorded, with its reason SHOW or NO_SHOW.
 *
 * Staff's own changes (the lead tracker, moveLead in lead-tracker.rules.ts) may set any stage, forwards
 * or backwards, but a reason they give must be one the new stage allows (outcome-reason.rules.ts).
 */

/** One turn of a conversation: the store's text that went to the customer, or the customer's message. */
export type ConversationTurn = 'STORE' | 'CUSTOMER';

export type StageEvent =
  /** A text went or a message came in: the conversation so far, oldest first. */
  | { readonly kind: 'CONVERSATION'; readonly turns: readonly ConversationTurn[] }
  | { readonly kind: 'APPOINTMENT_BOOKED' }
  | { readonly kind: 'APPOINTMENT_OUTCOME'; readonly outcome: 'SHOW' | 'NO_SHOW' };

/** A stage's place in the order of LEAD_STAGES; a value that is no stage counts as the first. */
export function stageRank(stage: string): number {
  return isLeadStage(stage) ? LEAD_STAGES.indexOf(stage) : 0;
}

/** Whether `stage` is `floor` or later in the order of stages. */
export function isAtLeast(stage: string, floor: LeadStage): boolean {
  return stageRank(stage) >= stageRank(floor);
}

/** The stage a conversation alone has reached (the first four automatic rules above). */
export function conversationStage(turns: readonly ConversationTurn[]): LeadStage {
  const firstReply = turns.indexOf('CUSTOMER');
  if (firstReply < 0) return turns.includes('STORE') ? 'INITIATED' : 'NOT_STARTED';
  const answer = turns.indexOf('STORE', firstReply + 1);
  if (answer >= 0 && turns.indexOf('CUSTOMER', answer + 1) >= 0) return 'ENGAGED';
  return 'RESPONDED';
}

/** The stage an event reaches and the reason it records there (null: the event names none). */
export function stageReachedBy(event: StageEvent): {
  readonly stage: LeadStage;
  readonly reason: string | null;
} {
  switch (event.kind) {
    case 'CONVERSATION':
      return { stage: conversationStage(event.turns), reason: null };
    case 'APPOINTMENT_BOOKED':
      return { stage: 'APPOINTMENT_SET', reason: 'APPOINTMENT_SET' };
    case 'APPOINTMENT_OUTCOME':
      return { stage: 'SHOW_OR_NO_SHOW', reason: event.outcome };
  }
}

/**
 * The lead after an automatic event: moved forward to the stage the event reaches, never backwards.
 * Moving forward, the event's reason is recorded (or the lead's reason kept when the new stage allows
 * it); at the same stage an event's own reason replaces the old one (a SHOW recorded after a NO_SHOW).
 */
export function followEvent(
  current: { readonly stage: string; readonly reason: string | null },
  event: StageEvent,
): LeadOutcome {
  const reached = stageReachedBy(event);
  const stage: LeadStage = isLeadStage(current.stage) ? current.stage : 'NOT_STARTED';
  const rank = stageRank(reached.stage) - stageRank(stage);
  if (rank > 0) {
    const kept = current.reason !== null && isOutcomeAllowed(reached.stage, current.reason);
    return { stage: reached.stage, reason: reached.reason ?? (kept ? current.reason : null) };
  }
  if (rank === 0 && reached.reason !== null) return { stage, reason: reached.reason };
  return { stage, reason: current.reason };
}
