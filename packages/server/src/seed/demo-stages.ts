import {
  conversationStage,
  followEvent,
  type ConversationTurn,
  type LeadStage,
  type StageEvent,
} from '@torque/domain';
import type { Row } from '../db/bulk-insert.js';
import type { Queryable } from '../db/database.js';
import { historyTurn } from '../leads/lead-stage.repository.js';

/** The stages a conversation alone decides; the others (staff's CONTACTED, bookings, visits) are planned. */
const CONVERSATION_STAGES: readonly LeadStage[] = ['NOT_STARTED', 'INITIATED', 'RESPONDED', 'ENGAGED'];

/**
 * The demo's stages follow its conversations by the live rules (issue 30 point 4): a lead nobody texted
 * is NOT_STARTED, one whose last text failed and who never wrote stays NOT_STARTED, a reply makes it
 * RESPONDED, a conversation ENGAGED; a planned later stage stands, raised if its conversation went further.
 */
export function settleDemoStages(leads: Row[], messages: readonly Row[]): void {
  const turns = new Map<number, ConversationTurn[]>();
  const ordered = [...messages].sort(
    (a, b) =>
      (a['created_on'] as Date).getTime() - (b['created_on'] as Date).getTime() ||
      (a['id'] as number) - (b['id'] as number),
  );
  for (const message of ordered) {
    const turn = historyTurn({
      direction: message['direction'] as string,
      message_type: message['message_type'] as string,
      message_status: (message['message_status'] as string | null) ?? null,
    });
    if (turn === null) continue;
    const leadId = message['fsi_id'] as number;
    turns.set(leadId, [...(turns.get(leadId) ?? []), turn]);
  }
  for (const lead of leads) {
    const planned = lead['stage'] as LeadStage;
    const conversation = turns.get(lead['id'] as number) ?? [];
    Object.assign(lead, {
      stage: CONVERSATION_STAGES.includes(planned)
        ? conversationStage(conversation)
        : followEvent({ stage: planned, reason: null }, { kind: 'CONVERSATION', turns: conversation }).stage,
    });
  }
}

type LeadAppointment = { readonly fsi_id: number; readonly status: string };

/**
 * After every seed step that adds messages or appointments: each lead's stage follows them by the
 * live rules, forwards only (a reply added to a demo conversation, a booking, a recorded visit), as
 * the running app would have moved it. Writes stages only, without real-time events (nobody listens).
 */
export async function settleDemoLeadStages(tx: Queryable): Promise<void> {
  const leads = await tx.query<{ id: number; stage: string; outcome_reason: string | null }>(
    'SELECT id, stage, outcome_reason FROM future_service_interaction ORDER BY id',
  );
  const messages = await tx.query<{
    fsi_id: number;
    direction: string;
    message_type: string;
    message_status: string | null;
  }>(
    `SELECT fsi_id, direction, message_type, message_status FROM message_instance m
      WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.message_id = m.id)
      ORDER BY fsi_id, created_on, id`,
  );
  const appointments = await tx.query<LeadAppointment>(
    `SELECT fsi_id, status FROM appointment
      WHERE fsi_id IS NOT NULL AND deleted_at IS NULL AND status <> 'CANCELLED'
      ORDER BY fsi_id, appointment_at, id`,
  );
  const turns = groupBy(messages, (message) => historyTurn(message));
  const visits = groupBy(appointments, (appointment) => appointment.status);
  for (const lead of leads) {
    let outcome = { stage: lead.stage, reason: lead.outcome_reason };
    const events: StageEvent[] = [{ kind: 'CONVERSATION', turns: turns.get(lead.id) ?? [] }];
    for (const status of visits.get(lead.id) ?? []) {
      events.push({ kind: 'APPOINTMENT_BOOKED' });
      if (status === 'SHOW' || status === 'COMPLETED' || status === 'NO_SHOW')
        events.push({ kind: 'APPOINTMENT_OUTCOME', outcome: status === 'NO_SHOW' ? 'NO_SHOW' : 'SHOW' });
    }
    for (const event of events) outcome = followEvent(outcome, event);
    if (outcome.stage !== lead.stage || outcome.reason !== lead.outcome_reason)
      await tx.query('UPDATE future_service_interaction SET stage = $2, outcome_reason = $3 WHERE id = $1', [
        lead.id,
        outcome.stage,
        outcome.reason,
      ]);
  }
}

function groupBy<T extends { readonly fsi_id: number }, V>(
  rows: readonly T[],
  value: (row: T) => V | null,
): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const picked = value(row);
    if (picked === null) continue;
    const group = groups.get(row.fsi_id) ?? [];
    group.push(picked);
    groups.set(row.fsi_id, group);
  }
  return groups;
}
