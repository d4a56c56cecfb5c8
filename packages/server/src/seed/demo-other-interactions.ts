import type { Queryable } from '../db/database.js';

/**
 * Returning customers: a few customers of each store with a started conversation also get their next
 * planned service as a second, not yet started lead on the same vehicle, so a conversation's 'Other
 * interactions' shows what it is for. Planned 90 days after the first; nothing is texted.
 */
export async function addDemoOtherInteractions(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO future_service_interaction (customer_id, vehicle_id, store_id, boc_id, type, planned_date,
            planned_service_type, stage, ai_enabled, created_on)
     SELECT f.customer_id, f.vehicle_id, f.store_id, f.boc_id, f.type,
            COALESCE(f.planned_date, CURRENT_DATE) + 90,
            CASE WHEN f.planned_service_type = 'OIL_CHANGE_10K' THEN 'OIL_CHANGE_15K' ELSE 'OIL_CHANGE_10K' END,
            'NOT_STARTED', true, f.created_on
       FROM (SELECT f.*, row_number() OVER (PARTITION BY f.store_id ORDER BY f.id) AS n
               FROM future_service_interaction f
              WHERE f.conversation_initiated AND f.total_inbound_count > 0 AND NOT f.archived) f
      WHERE f.n <= 3`,
  );
}
