import { followEvent, type LeadOutcome, type StageEvent } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { LeadStageRepository } from './lead-stage.repository.js';
import { LeadTrackerRepository, type TrackerRow } from './lead-tracker.repository.js';

/** What happened to the lead, as the stage rules (domain lead-stage.rules.ts) hear it. */
export type LeadHappening = 'CONVERSATION' | 'APPOINTMENT_BOOKED' | 'SHOW' | 'NO_SHOW';

/**
 * The one place the server moves a lead's stage on its own (issue 30 point 4): every send (the
 * outbox's receipt), reply, booking and recorded visit calls this inside its own transaction. The
 * domain's followEvent decides (forwards only); a change is written with its time and told to open
 * screens (LEAD_FLAGS_CHANGED with the stage), so a conversation header follows a reply at once.
 * Staff's own moves go through the lead tracker instead. Returns the lead as it now stands, or null
 * for a lead that does not exist.
 */
export async function followLeadStage(
  tx: Queryable,
  leadId: number,
  happening: LeadHappening,
  at: Date,
): Promise<LeadOutcome | null> {
  const current = await new LeadTrackerRepository(tx).current(leadId);
  return current ? followLockedLeadStage(tx, leadId, current, happening, at) : null;
}

/**
 * followLeadStage for a caller that read the lead's stage and reason itself, locked in this
 * transaction as LeadTrackerRepository.current locks them (the outbox's receipt, in its first statement).
 */
export async function followLockedLeadStage(
  tx: Queryable,
  leadId: number,
  current: TrackerRow,
  happening: LeadHappening,
  at: Date,
): Promise<LeadOutcome> {
  const event: StageEvent =
    happening === 'CONVERSATION'
      ? { kind: 'CONVERSATION', turns: await new LeadStageRepository(tx).conversationTurns(leadId) }
      : happening === 'APPOINTMENT_BOOKED'
        ? { kind: 'APPOINTMENT_BOOKED' }
        : { kind: 'APPOINTMENT_OUTCOME', outcome: happening };
  const next = followEvent({ stage: current.stage, reason: current.outcome_reason }, event);
  if (next.stage === current.stage && next.reason === current.outcome_reason) return next;
  await new LeadTrackerRepository(tx).write(leadId, next, at);
  await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', leadId, {
    flags: { stage: next.stage, outcomeReason: next.reason },
  });
  return next;
}
