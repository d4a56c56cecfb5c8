import type { SqlParams } from '../db/sql-params.js';

/**
 * The lead search views: each is one condition over the lead (alias f) and its customer (c). Every
 * view but `archived` leaves archived leads out. The rules are ours where the spec only names a view.
 */
export type LeadView =
  | 'leadManager'
  | 'globalInbox'
  | 'globalInboxZero'
  | 'followUp'
  | 'smartFollowUp'
  | 'failureFollowUp'
  | 'emailFollowUp'
  | 'contactLater'
  | 'contactLaterInbox'
  | 'leadAtRisk'
  | 'noResponseAtAll'
  | 'handOff'
  | 'optOut'
  | 'archived'
  | 'auditPlanner';

const OPTED_OUT = `(c.block_sms OR EXISTS (SELECT 1 FROM mark om WHERE om.intent_type = 'SMS_OPT_OUT'
  AND (om.fsi_id = f.id OR om.customer_id = c.id)))`;
const FOLLOW_UP = `(f.follow_up_at IS NOT NULL OR f.user_followup IS NOT NULL OR f.response_insight = 'FOLLOWUP')`;
const CONTACT_LATER = `(f.contact_later_at IS NOT NULL OR f.response_insight = 'CONTACT_LATER' OR f.deal_status = 'CONTACT_LATER'
  OR EXISTS (SELECT 1 FROM mark cm WHERE cm.fsi_id = f.id AND cm.intent_type = 'CONTACT_LATER'))`;
/** The newest outgoing text to the customer of the lead. */
const lastOutgoingSms = (condition: string) => `EXISTS (SELECT 1 FROM (
    SELECT lo.message_status, lo.message_type FROM message_instance lo
     WHERE lo.fsi_id = f.id AND lo.direction = 'SEND' AND lo.message_type IN ('SMS', 'EMAIL')
     ORDER BY lo.created_on DESC, lo.id DESC LIMIT 1) last WHERE ${condition})`;

/** The condition of a view; `now` is the request's clock (lead at risk). */
export function leadViewCondition(view: LeadView, params: SqlParams, now: Date): string {
  switch (view) {
    case 'leadManager':
      return 'NOT f.archived';
    // Every conversation the customer answered; inbox zero: those still waiting for staff.
    case 'globalInbox':
      return 'NOT f.archived AND f.total_inbound_count > 0';
    case 'globalInboxZero':
      return 'NOT f.archived AND NOT f.conversation_closed AND (f.response_reqd OR f.total_unread_count > 0)';
    case 'followUp':
      return `NOT f.archived AND NOT f.conversation_closed AND ${FOLLOW_UP}`;
    // Follow-ups the assistant sends by itself (AI on).
    case 'smartFollowUp':
      return `NOT f.archived AND NOT f.conversation_closed AND f.ai_enabled AND ${FOLLOW_UP}`;
    // The last text or e-mail to the customer did not arrive.
    case 'failureFollowUp':
      return `NOT f.archived AND ${lastOutgoingSms("last.message_status IN ('failed', 'undelivered')")}`;
    case 'emailFollowUp':
      return `NOT f.archived AND ${lastOutgoingSms("last.message_type = 'EMAIL'")}`;
    case 'contactLater':
      return `NOT f.archived AND ${CONTACT_LATER}`;
    case 'contactLaterInbox':
      return `NOT f.archived AND f.total_inbound_count > 0 AND ${CONTACT_LATER}`;
    // A customer has waited longer than the five-minute delay threshold (spec 1 §4) for an answer.
    case 'leadAtRisk':
      return `NOT f.archived AND NOT f.conversation_closed AND f.response_reqd
        AND f.last_message_received_date < ${params.add(new Date(now.getTime() - 5 * 60_000))}::timestamptz`;
    // NO_RESPONSE_AT_ALL_LEAD: texted, never answered.
    case 'noResponseAtAll':
      return 'NOT f.archived AND f.conversation_initiated AND f.total_inbound_count = 0';
    // GM, manual and MD hand-offs (the contract has one hand-off search; the kind is on the lead).
    case 'handOff':
      return 'NOT f.archived AND f.hand_off IS NOT NULL';
    // TCPA: customers who opted out of texts.
    case 'optOut':
      return `NOT f.archived AND ${OPTED_OUT}`;
    case 'archived':
      return 'f.archived';
    // Planned by a planner but not started yet: what the planner would text next.
    case 'auditPlanner':
      return 'NOT f.archived AND NOT f.conversation_initiated AND f.planned_date IS NOT NULL';
  }
}
