import type { Queryable } from '../db/database.js';

/**
 * Issue 18: the demo's replies carry the code the assistant would have settled them as (migration 028),
 * so the response and monthly interaction reports show codes in the demo. Each scripted conversation
 * already says how it went (the lead's response insight); its latest reply gets that code. NR (no
 * response) is no reading of a reply, so those leads' replies stay uncoded.
 */
export async function addDemoReplyCodes(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO message_intent (message_id, fsi_id, consent, intents, final_intent_names, multi_intent_names,
                                 code, decided_by)
     SELECT DISTINCT ON (m.fsi_id) m.id, m.fsi_id,
            CASE WHEN f.response_insight = 'STOP' THEN 'opt-out' ELSE 'none' END,
            jsonb_build_array(jsonb_build_object('intentName', f.response_insight, 'inputStrings', jsonb_build_array(m.content))),
            jsonb_build_array(f.response_insight), '[]'::jsonb, f.response_insight,
            CASE WHEN f.response_insight = 'STOP' THEN 'rule' ELSE 'model' END
       FROM message_instance m JOIN future_service_interaction f ON f.id = m.fsi_id
      WHERE m.direction = 'RECEIVED' AND f.response_insight IS NOT NULL AND f.response_insight <> 'NR'
      ORDER BY m.fsi_id, m.created_on DESC, m.id DESC
     ON CONFLICT (message_id) DO NOTHING`,
  );
}
