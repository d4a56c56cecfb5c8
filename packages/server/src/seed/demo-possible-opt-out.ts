import { POSSIBLE_OPT_OUT_NOTE } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { ConsentPendingRepository } from '../leads/consent-pending.repository.js';

/** The demo customer's reply: one the consent rules cannot decide (issue 29: unsure is not a guess). */
export const DEMO_POSSIBLE_OPT_OUT = 'ok enough already';

/**
 * Issue 29 point 2: the demo shows a possible opt-out waiting for staff, so the "Possible opt-outs" view
 * and its question are not empty on a fresh start. One conversation (not at the first store, whose leads
 * the server tests text, and unread, so no test takes it for a quiet lead) gets the customer's unsure
 * reply after its last message, the assistant's pause note, the assistant switched off and the question.
 */
export async function addDemoPossibleOptOut(tx: Queryable): Promise<void> {
  const [lead] = await tx.query<{ id: number; customerId: number; aiEnabled: boolean; at: Date }>(
    `SELECT f.id, f.customer_id AS "customerId", f.ai_enabled AS "aiEnabled",
            (SELECT max(m.created_on) FROM message_instance m WHERE m.fsi_id = f.id) + interval '2 minutes' AS at
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
      WHERE f.store_id <> 1 AND f.conversation_initiated AND f.total_inbound_count > 0 AND NOT f.archived
        AND NOT f.conversation_closed AND f.hand_off IS NULL AND NOT c.block_sms
        AND NOT EXISTS (SELECT 1 FROM mark mk WHERE mk.intent_type = 'SMS_OPT_OUT'
                          AND (mk.fsi_id = f.id OR mk.customer_id = c.id))
        AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
      ORDER BY f.id LIMIT 1`,
  );
  if (!lead) return;
  const [reply] = await tx.query<{ id: number }>(
    `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type,
                                   message_sent_by, from_name, from_address, to_address)
     SELECT f.id, $2, $3, 'RECEIVED', 'SMS', 'MESSAGE_FROM_CUSTOMER',
            trim(c.first_name || ' ' || c.last_name), trim(c.first_name || ' ' || c.last_name), c.cellular, NULL
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id WHERE f.id = $1
     RETURNING id`,
    [lead.id, DEMO_POSSIBLE_OPT_OUT, lead.at],
  );
  await tx.query(
    `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type,
                                   message_sent_by, from_name, response_reqd)
     VALUES ($1, $2, $3, 'SEND', 'INTERNAL', 'INTERNAL_NOTIFICATION', 'Assistant', 'Assistant', true)`,
    [lead.id, `${POSSIBLE_OPT_OUT_NOTE}: "${DEMO_POSSIBLE_OPT_OUT}"`, lead.at],
  );
  await tx.query(
    `UPDATE future_service_interaction
        SET ai_enabled = false, response_reqd = true, total_inbound_count = total_inbound_count + 1,
            total_unread_count = total_unread_count + 1, last_message_received_date = $2
      WHERE id = $1`,
    [lead.id, lead.at],
  );
  await new ConsentPendingRepository(tx).ask({
    customerId: lead.customerId,
    fsiId: lead.id,
    messageId: reply?.id ?? null,
    text: DEMO_POSSIBLE_OPT_OUT,
    aiEnabledBefore: lead.aiEnabled,
    at: lead.at,
  });
}
