import type { DataScope } from '../auth/data-scope.js';
import { scopeCondition } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';

export type AudienceRows = { leadIds: number[]; entries: number; matched: number };

/**
 * The leads a mailing list reaches: not yet started (conversation_initiated false), at a store of the
 * list's tenant inside the user's data scope, whose customer's cellular or e-mail is on the list.
 */
export class MailingListAudienceRepository {
  constructor(private readonly db: Queryable) {}

  async reach(tenantId: number, listId: number, scope: DataScope, limit: number): Promise<AudienceRows> {
    const params = new SqlParams();
    const list = params.add(listId);
    const tenant = params.add(tenantId);
    const inScope = scopeCondition(scope, 's', params);
    const [row] = await this.db.query<{ lead_ids: number[]; entries: number; matched: number }>(
      `WITH entries AS (
         SELECT id, entry->>'cellular' AS cellular, lower(entry->>'email') AS email
           FROM mailing_list_detail WHERE mailing_list_id = ${list}
       ), matches AS (
         SELECT e.id AS entry_id, f.id AS lead_id
           FROM entries e
           JOIN customer c ON c.cellular = e.cellular OR (e.email IS NOT NULL AND lower(c.email) = e.email)
           JOIN future_service_interaction f ON f.customer_id = c.id AND NOT f.conversation_initiated
           JOIN store s ON s.id = f.store_id
          WHERE s.enterprise_id = ${tenant} AND ${inScope}
       )
       SELECT (SELECT count(*)::int FROM entries) AS entries,
              (SELECT count(DISTINCT entry_id)::int FROM matches) AS matched,
              (SELECT coalesce(array_agg(lead_id ORDER BY lead_id), '{}')
                 FROM (SELECT DISTINCT lead_id FROM matches ORDER BY lead_id LIMIT ${params.add(limit)}) m) AS lead_ids`,
      params.values,
    );
    return { leadIds: row?.lead_ids ?? [], entries: row?.entries ?? 0, matched: row?.matched ?? 0 };
  }
}
