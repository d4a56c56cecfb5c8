import type { DataScope } from '../auth/data-scope.js';
import { scopeCondition } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';

/** One entry of a list and the conversation its text would go to, when a customer matches it. */
export type ListMemberRow = {
  readonly entryId: number;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly cellular: string | null;
  readonly leadId: number | null;
  readonly initiated: boolean;
};

/**
 * Each entry of a list with the latest lead (most recent activity) of a customer of the tenant's stores
 * in the user's scope whose cellular or e-mail matches it; no lead when none does.
 */
export class ListTextMembersRepository {
  constructor(private readonly db: Queryable) {}

  async members(tenantId: number, listId: number, scope: DataScope): Promise<ListMemberRow[]> {
    const params = new SqlParams();
    const list = params.add(listId);
    const tenant = params.add(tenantId);
    const inScope = scopeCondition(scope, 's', params);
    return this.db.query<ListMemberRow>(
      `SELECT d.id AS "entryId", d.entry->>'firstName' AS "firstName", d.entry->>'lastName' AS "lastName",
              NULLIF(d.entry->>'cellular', '') AS cellular, m.lead_id AS "leadId",
              COALESCE(m.initiated, false) AS initiated
         FROM mailing_list_detail d
         LEFT JOIN LATERAL (
           SELECT f.id AS lead_id, f.conversation_initiated AS initiated
             FROM customer c
             JOIN future_service_interaction f ON f.customer_id = c.id
             JOIN store s ON s.id = f.store_id
            WHERE (c.cellular = d.entry->>'cellular'
                   OR (d.entry->>'email' IS NOT NULL AND lower(c.email) = lower(d.entry->>'email')))
              AND s.enterprise_id = ${tenant} AND ${inScope}
            ORDER BY f.last_activity_at DESC NULLS LAST, f.created_on DESC, f.id DESC
            LIMIT 1) m ON true
        WHERE d.mailing_list_id = ${list}
        ORDER BY d.id`,
      params.values,
    );
  }
}
