import { SMS_OPT_OUT } from '@torque/domain';
import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';

/** Where a mark sits: on a customer, a vehicle or a lead. */
export type MarkTarget = { readonly column: 'customer_id' | 'vehicle_id' | 'fsi_id'; readonly id: number };
export type LeadMark = { intentType: string; value: string | null };
export type MarkOwner = { readonly customerId: number; readonly phone: string; readonly leadIds: number[] };

/** The mark table (marks/v2 and the SMS_OPT_OUT compliance marks). */
export class MarkRepository {
  constructor(private readonly db: Queryable) {}

  /** Adds the mark unless the target already carries one of that intent. */
  async add(target: MarkTarget, intentType: string, value: string | null): Promise<void> {
    await this.db.query(
      `INSERT INTO mark (intent_type, value, ${target.column})
       SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM mark WHERE intent_type = $1 AND ${target.column} = $3)`,
      [intentType, value, target.id],
    );
  }

  async remove(target: MarkTarget, intentType: string): Promise<void> {
    await this.db.query(`DELETE FROM mark WHERE intent_type = $1 AND ${target.column} = $2`, [
      intentType,
      target.id,
    ]);
  }

  /** Whether an SMS_OPT_OUT mark is left on the customer or one of its leads. */
  async optOutLeft(customerId: number, leadIds: readonly number[]): Promise<boolean> {
    const left = await this.db.query(
      `SELECT 1 FROM mark WHERE intent_type = $1 AND (customer_id = $2 OR fsi_id = ANY($3::int[])) LIMIT 1`,
      [SMS_OPT_OUT, customerId, leadIds],
    );
    return left.length > 0;
  }

  /** A lead's own marks, oldest first (the LEAD_FLAGS_CHANGED payload). */
  ofLead(leadId: number): Promise<LeadMark[]> {
    return this.db.query<LeadMark>(
      'SELECT intent_type AS "intentType", value FROM mark WHERE fsi_id = $1 ORDER BY id',
      [leadId],
    );
  }

  /** The marks on one customer, vehicle or lead, oldest first (the marks screen). */
  of(target: MarkTarget): Promise<LeadMark[]> {
    return this.db.query<LeadMark>(
      `SELECT intent_type AS "intentType", value FROM mark WHERE ${target.column} = $1 ORDER BY id`,
      [target.id],
    );
  }

  /** The customer behind the target and its leads, when the target is in the scope; null otherwise. */
  async ownerInScope(target: MarkTarget, scope: DataScope): Promise<MarkOwner | null> {
    const params = new SqlParams();
    const customer =
      target.column === 'customer_id'
        ? params.add(target.id)
        : target.column === 'vehicle_id'
          ? `(SELECT customer_id FROM service_vehicle WHERE id = ${params.add(target.id)})`
          : `(SELECT customer_id FROM future_service_interaction WHERE id = ${params.add(target.id)})`;
    const rows = await this.db.query<{ id: number; cellular: string; lead_ids: number[] }>(
      `SELECT c.id, c.cellular, COALESCE(array_agg(f.id) FILTER (WHERE f.id IS NOT NULL), '{}') AS lead_ids
         FROM customer c JOIN store s ON s.id = c.store_id
         LEFT JOIN future_service_interaction f ON f.customer_id = c.id
        WHERE c.id = ${customer} AND ${scopeCondition(scope, 's', params)}
        GROUP BY c.id, c.cellular`,
      params.values,
    );
    const row = rows[0];
    return row ? { customerId: row.id, phone: row.cellular, leadIds: row.lead_ids } : null;
  }
}
