import { SMS_OPT_OUT } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/**
 * SQL: whether a phone number opted out of texts anywhere in an enterprise (issue 29, point 3). A
 * customer who texted STOP to one store's number gets nothing from any other store: the same person
 * may be a customer row (with its own leads) at each store, so every row with that cellular in the
 * enterprise counts, by its block flag or an SMS_OPT_OUT mark on it or on one of its leads.
 * `phone` and `enterpriseId` are SQL expressions of the caller's query.
 */
export function phoneOptedOutSql(phone: string, enterpriseId: string): string {
  return `EXISTS (SELECT 1 FROM customer pc JOIN store ps ON ps.id = pc.store_id
                  WHERE pc.cellular = ${phone} AND ps.enterprise_id = ${enterpriseId}
                    AND (pc.block_sms
                         OR EXISTS (SELECT 1 FROM mark pm WHERE pm.intent_type = '${SMS_OPT_OUT}' AND pm.customer_id = pc.id)
                         OR EXISTS (SELECT 1 FROM mark pm JOIN future_service_interaction pf ON pf.id = pm.fsi_id
                                     WHERE pm.intent_type = '${SMS_OPT_OUT}' AND pf.customer_id = pc.id)))`;
}

/**
 * Whether the lead's customer may not be texted: an SMS_OPT_OUT mark on the lead, or their number
 * opted out anywhere in the enterprise (phoneOptedOutSql). The customer row is read FOR SHARE, so an
 * opt-out of this row committing meanwhile waits for the caller's transaction (and the outbox checks
 * the number again before the carrier is called).
 */
export async function isSmsBlockedByPhone(
  db: Queryable,
  customerId: number,
  fsiId: number,
): Promise<boolean> {
  const rows = await db.query<{ blocked: boolean }>(
    `SELECT COALESCE((SELECT block_sms FROM customer WHERE id = $1 FOR SHARE), false)
         OR EXISTS (SELECT 1 FROM mark WHERE intent_type = $3 AND fsi_id = $2)
         OR COALESCE((SELECT ${phoneOptedOutSql('c.cellular', 's.enterprise_id')}
                        FROM customer c JOIN store s ON s.id = c.store_id WHERE c.id = $1), false) AS blocked`,
    [customerId, fsiId, SMS_OPT_OUT],
  );
  return rows[0]?.blocked ?? false;
}

/** What a phone-number lookup found the customer's cellular to be; null when it was never looked up. */
export async function cellularLineTypeOf(db: Queryable, customerId: number): Promise<string | null> {
  const rows = await db.query<{ line_type: string | null }>(
    'SELECT cellular_line_type AS line_type FROM customer WHERE id = $1',
    [customerId],
  );
  return rows[0]?.line_type ?? null;
}
