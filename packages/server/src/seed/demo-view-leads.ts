import type { Row } from '../db/bulk-insert.js';
import type { DemoLeadRows } from './demo-dataset.js';

const DAY = 24 * 60 * 60_000;
/** The manual GM hand-off track (the domain's MANUAL_HANDOFF_STATUS, spec 2 §4 workflow tracks). */
const MANUAL_HANDOFF_TRACK = 'CUSTOMER_A_GM_HANDOFF_MANUAL_PULSE_CHECK';
const VIEW_DEFAULTS = {
  hand_off: null,
  hand_off_at: null,
  workflow_track: null,
  follow_up_at: null,
  user_followup: null,
  contact_later_at: null,
  deal_status: null,
  archived: false,
};

/** What staff write when they take a follow-up on themselves instead of leaving it to the assistant. */
const STAFF_FOLLOW_UPS = [
  'Call back once the loaner fleet is free.',
  'Customer asked for a call after payday.',
  'Check the recall status with the manufacturer, then text back.',
  'Confirm the quote with parts before replying.',
];

/**
 * Gives the demo's conversations the outcomes the lead manager's views list (follow-up, smart
 * follow-up, contact later, GM and manual hand-off, archived), read from what each conversation says,
 * so every view shows what it is for. Deterministic: the choice depends only on the generated rows.
 * The first conversation (the showcase lead) is left as it is.
 */
export function showEveryView(rows: DemoLeadRows, now: Date): void {
  // The bulk insert takes its columns from the first row: every lead carries them all.
  for (const lead of rows.leads) Object.assign(lead, { ...VIEW_DEFAULTS, ...lead });
  const messagesOf = groupMessages(rows.messages);
  const started = rows.leads.filter((lead) => lead['conversation_initiated'] === true).slice(1);
  const byInsight = (insight: string) => started.filter((lead) => lead['response_insight'] === insight);
  const hasGmNotice = (lead: Row) =>
    (messagesOf.get(lead['id'] as number) ?? []).some(
      (message) => message['notification_type'] === 'INTERNAL_NOTIFICATION_GM',
    );
  const lastAt = (lead: Row) => {
    const messages = messagesOf.get(lead['id'] as number) ?? [];
    return (messages.at(-1)?.['created_on'] as Date | undefined) ?? now;
  };
  const inDays = (days: number) => new Date(now.getTime() + days * DAY);

  // Hand-offs: the conversations where the assistant handed the customer to staff. Every third one
  // the advisor took by hand (the manual pulse-check track); the rest went to the GM.
  started.filter(hasGmNotice).forEach((lead, i) => {
    const manual = i % 3 === 2;
    Object.assign(lead, {
      hand_off: manual ? 'MANUAL' : 'GM',
      hand_off_at: lastAt(lead),
      workflow_track: manual ? MANUAL_HANDOFF_TRACK : null,
    });
  });

  // Smart follow-up: no answer after the assistant's nudges; it tries again by itself (AI stays on).
  byInsight('NR').forEach((lead, i) => {
    Object.assign(lead, { follow_up_at: inDays(1 + (i % 5)), ai_enabled: true });
  });

  // Follow-up by staff: customers waiting for an answer a person must give (a loaner, a quote);
  // the assistant is switched off so it does not answer for them.
  [...byInsight('REQ_LOANER'), ...byInsight('CQ')]
    .filter((lead) => lead['hand_off'] == null && lead['conversation_closed'] !== true)
    .slice(0, 8)
    .forEach((lead, i) => {
      Object.assign(lead, {
        follow_up_at: inDays(1 + (i % 3)),
        user_followup: STAFF_FOLLOW_UPS[i % STAFF_FOLLOW_UPS.length],
        ai_enabled: false,
      });
    });

  // Contact later: "Not right now, maybe next month." The assistant checks back in a few weeks.
  byInsight('CL').forEach((lead, i) => {
    Object.assign(lead, { contact_later_at: inDays(21 + (i % 3) * 7), deal_status: 'CONTACT_LATER' });
  });

  // Archived: conversations that are over and need nothing more (a wrong number, a closed
  // conversation with no open question).
  started
    .filter(
      (lead) =>
        lead['hand_off'] == null &&
        lead['follow_up_at'] == null &&
        lead['contact_later_at'] == null &&
        lead['conversation_closed'] === true &&
        lead['response_insight'] !== 'STOP' &&
        lead['total_unread_count'] === 0,
    )
    .forEach((lead) => Object.assign(lead, { archived: true }));
}

function groupMessages(messages: readonly Row[]): Map<number, Row[]> {
  const byLead = new Map<number, Row[]>();
  for (const message of messages) {
    const leadId = message['fsi_id'] as number;
    const list = byLead.get(leadId) ?? [];
    list.push(message);
    byLead.set(leadId, list);
  }
  return byLead;
}
