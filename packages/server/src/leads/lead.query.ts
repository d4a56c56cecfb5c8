import type { SqlParams } from '../db/sql-params.js';
import type { MessageVisibility } from '../messaging/message-visibility.js';

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
       f.planned_service_type, f.stage, f.ai_enabled, f.appointment_set, f.conversation_closed,
       f.dt_dialog_enabled, f.responded_to_ai, f.response_insight, f.conversation_initiated,
       f.response_reqd, f.total_inbound_count, f.total_unread_count, f.last_message_received_date,
       f.last_activity_at,
       c.id AS customer_id, c.custno, c.first_name, c.last_name, c.email, c.cellular,
       c.customer_type, c.block_sms,
       v.id AS vehicle_id, v.vin, v.make AS vehicle_make, v.model, v.year, v.odometer,
       s.id AS store_id, s.store_code, s.name AS store_name, s.make AS store_make,
       s.office_time_zone, s.timezone_display,
       b.id AS boc_id, b.boc_code, b.name AS boc_name,
       ${marksOf('fsi_id', 'f.id')} AS fsi_marks,
       ${marksOf('customer_id', 'c.id')} AS customer_marks,
       ${marksOf('vehicle_id', 'v.id')} AS vehicle_marks,
       lm.latest AS latest_message
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
