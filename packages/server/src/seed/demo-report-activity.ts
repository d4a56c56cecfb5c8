import type { Queryable } from '../db/database.js';

/**
 * Issue 18 demo data for the activity reports (agent report, hand-offs): the demo's staff are users
 * as well as its stores' advisors (same name, same store), so what they did is recorded as theirs,
 * as the running app records it — the texts and e-mails they wrote (sent_by_user_id), the hand-offs
 * of the handed-off demo leads (lead_workflow_event, by the store's first user) and the appointments
 * they booked for their own customers (booked_by_user_id) — and when each last signed in. Adds no rows
 * a list or board shows.
 */
export async function addDemoReportActivity(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `UPDATE message_instance m SET sent_by_user_id = u.id
       FROM future_service_interaction f, app_user u
      WHERE f.id = m.fsi_id AND u.store_id = f.store_id AND m.sent_by_user_id IS NULL
        AND m.direction IN ('SEND', 'SENT') AND m.message_type IN ('SMS', 'EMAIL')
        AND m.message_sent_by = u.first_name || ' ' || u.last_name`,
  );
  // The hand-off calls record gm-handoff and manual-handoff; an MD hand-off is a workflow track.
  await tx.query(
    `INSERT INTO lead_workflow_event (fsi_id, kind, value, user_id, recorded_at)
     SELECT f.id,
            CASE f.hand_off WHEN 'GM' THEN 'gm-handoff' WHEN 'MANUAL' THEN 'manual-handoff' ELSE 'track' END,
            CASE f.hand_off WHEN 'MD' THEN 'CUSTOMER_A_MD_HANDOFF' END,
            u.id, f.hand_off_at
       FROM future_service_interaction f
       JOIN LATERAL (SELECT id FROM app_user WHERE store_id = f.store_id ORDER BY id LIMIT 1) u ON TRUE
      WHERE f.hand_off IS NOT NULL AND f.hand_off_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM lead_workflow_event e WHERE e.fsi_id = f.id)`,
  );
  await tx.query(
    `UPDATE appointment a SET booked_by_user_id = u.id
       FROM service_advisor sa, app_user u
      WHERE sa.id = a.advisor_id AND u.store_id = a.store_id AND a.source = 'STAFF'
        AND a.booked_by_user_id IS NULL AND sa.name = u.first_name || ' ' || u.last_name`,
  );
  // Staff who wrote texts have signed in: each demo user was last in when they last wrote, or at the
  // seed. None is a guest, so none of the README's demo sign-ins can be deleted as one.
  await tx.query(
    `UPDATE app_user u SET last_signed_in_at = COALESCE(
       (SELECT max(m.created_on) FROM message_instance m WHERE m.sent_by_user_id = u.id), $1)
      WHERE u.last_signed_in_at IS NULL`,
    [now],
  );
}
