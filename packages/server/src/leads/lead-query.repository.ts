import type { SqlParams } from '../db/sql-params.js';
import type { MessageVisibility } from '../messaging/message-visibility.js';
import type { LeadView } from './lead-views.js';
import { phoneOptedOutSql } from './sms-consent-by-phone.repository.js';

// The SQL the lead repository composes its reads from: the lead's SELECT with everything the
// contract's Lead nests, and the condition of each search view.
const marksOf = (column: string, key: string): string => `COALESCE((
    SELECT json_agg(json_build_object('intentType', mk.intent_type, 'value', mk.value) ORDER BY mk.id)
      FROM mark mk WHERE mk.${column} = ${key}), '[]'::json)`;

/**
 * SELECT … FROM a lead with everything the contract's Lead nests: customer, vehicle, store,
 * BOC, the three mark lists and the latest message the role may see (a backwards index
 * scan per lead). Callers append WHERE / ORDER BY; aliases: f, c, v, s, b.
 */
export function leadSelect(visibility: MessageVisibility, params: SqlParams): string {
  return `SELECT f.id, f.type, s.enterprise_id AS company_id, f.planned_date::text AS planned_date,
       f.planned_service_type, f.stage, f.outcome_reason, f.ai_enabled, f.appointment_set, f.conversation_closed,
       f.dt_dialog_enabled, f.responded_to_ai, f.response_insight, f.conversation_initiated,
       f.response_reqd, f.total_inbound_count, f.total_unread_count, f.last_message_received_date,
       f.last_activity_at,
       c.id AS customer_id, c.custno, c.first_name, c.last_name, c.email, c.cellular,
       c.customer_type, c.preferred_language, (c.block_sms OR ${phoneOptedOutSql('c.cellular', 's.enterprise_id')}) AS block_sms,
       v.id AS vehicle_id, v.vin, v.make AS vehicle_make, v.model, v.year, v.odometer,
       s.id AS store_id, s.store_code, s.name AS store_name, s.make AS store_make,
       s.office_time_zone, s.timezone_display,
       b.id AS boc_id, b.boc_code, b.name AS boc_name,
       ${marksOf('fsi_id', 'f.id')} AS fsi_marks,
       ${marksOf('customer_id', 'c.id')} AS customer_marks,
       ${marksOf('vehicle_id', 'v.id')} AS vehicle_marks,
       lm.latest AS latest_message,
       (SELECT json_build_object('text', cp.text, 'since', cp.since) FROM consent_pending cp
         WHERE cp.customer_id = c.id) AS consent_pending
  FROM future_service_interaction f
  JOIN customer c ON c.id = f.customer_id
  JOIN service_vehicle v ON v.id = f.vehicle_id
  JOIN store s ON s.id = f.store_id
  JOIN boc b ON b.id = f.boc_id
  LEFT JOIN LATERAL (
    SELECT to_jsonb(m) AS latest FROM message_instance m
     WHERE m.fsi_id = f.id AND ${latestMessageCondition('m', visibility, params)}
     ORDER BY m.created_on DESC, m.id DESC
     LIMIT 1
  ) lm ON true`;
}

/**
 * Which messages can be a lead's latest message: not INTERNAL (spec 1 §3), and only kinds the
 * role may see, so the list never shows what the conversation would hide.
 */
export function latestMessageCondition(
  alias: string,
  visibility: MessageVisibility,
  params: SqlParams,
): string {
  return `${alias}.message_type <> 'INTERNAL'
       AND (${params.add(visibility.archived)}::boolean OR NOT ${alias}.archived)
       AND (${params.add(visibility.internalNotes)}::boolean OR ${alias}.message_type <> 'INTERNAL_NOTES')`;
}

const OPTED_OUT = `(c.block_sms OR EXISTS (SELECT 1 FROM mark om WHERE om.intent_type = 'SMS_OPT_OUT'
  AND (om.fsi_id = f.id OR om.customer_id = c.id))
  OR ${phoneOptedOutSql('c.cellular', '(SELECT os.enterprise_id FROM store os WHERE os.id = f.store_id)')})`;
const FOLLOW_UP = `(f.follow_up_at IS NOT NULL OR f.user_followup IS NOT NULL OR f.response_insight = 'FOLLOWUP')`;
const CONTACT_LATER = `(f.contact_later_at IS NOT NULL OR f.response_insight = 'CONTACT_LATER' OR f.deal_status = 'CONTACT_LATER'
  OR EXISTS (SELECT 1 FROM mark cm WHERE cm.fsi_id = f.id AND cm.intent_type = 'CONTACT_LATER'))`;
/** The newest outgoing text to the customer of the lead. */
const lastOutgoingSms = (condition: string) => `EXISTS (SELECT 1 FROM (
    SELECT lo.message_status, lo.message_type FROM message_instance lo
     WHERE lo.fsi_id = f.id AND lo.direction = 'SEND' AND lo.message_type IN ('SMS', 'EMAIL')
     ORDER BY lo.created_on DESC, lo.id DESC LIMIT 1) last WHERE ${condition})`;

/**
 * The condition of a view over the lead (alias f) and its customer (c); `now` is the request's clock
 * (lead at risk). The rules are ours where the spec only names a view.
 */
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
