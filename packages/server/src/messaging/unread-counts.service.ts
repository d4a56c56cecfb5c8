import { dataScopeOf, scopeCondition } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';

export type UnreadGrouping = 'service' | 'store' | 'roStatus' | 'appointment';

/**
 * Conversations with unread customer messages (spec 2 §7 unreadByService, unreadByStoreId,
 * v2/unreadByROStatus, unreadByAppt), counted per key, within the user's scope. The reference server
 * keeps no repair orders, so every conversation counts under RO status NO_OPEN_RO.
 */
const KEYS: Record<UnreadGrouping, string> = {
  service: 'f.planned_service_type',
  store: 'f.store_id::text',
  roStatus: "'NO_OPEN_RO'",
  appointment: "CASE WHEN f.appointment_set THEN 'APPOINTMENT_SET' ELSE 'NO_APPOINTMENT' END",
};

export class UnreadCountsService {
  constructor(private readonly db: Database) {}

  async counts(
    principal: Principal,
    grouping: UnreadGrouping,
    filter: { storeId?: number | undefined; enterpriseId?: number | undefined },
  ): Promise<Schemas['UnreadCounts']> {
    const params = new SqlParams();
    const where = [
      scopeCondition(dataScopeOf(principal), 's', params),
      'f.total_unread_count > 0',
      'NOT f.archived',
    ];
    if (filter.storeId !== undefined) where.push(`f.store_id = ${params.add(filter.storeId)}`);
    if (filter.enterpriseId !== undefined) where.push(`s.enterprise_id = ${params.add(filter.enterpriseId)}`);
    const counts = await this.db.query<{ key: string; count: number }>(
      `SELECT ${KEYS[grouping]} AS key, count(*)::int AS count
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE ${where.join(' AND ')} GROUP BY 1 ORDER BY 1`,
      params.values,
    );
    return { total: counts.reduce((sum, row) => sum + row.count, 0), counts };
  }
}
