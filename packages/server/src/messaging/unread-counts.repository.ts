import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { personallyUnread } from './personal-read.repository.js';

export type UnreadGrouping = 'service' | 'store' | 'roStatus' | 'appointment';
export type UnreadFilter = {
  storeId?: number | undefined;
  enterpriseId?: number | undefined;
  /** A user whose reads are kept for them alone: conversations they read to the end do not count. */
  readerId?: number | undefined;
};

/**
 * The key each grouping counts by. RO status: the status of the lead's repair order (its open one
 * first, else its newest), so the service-order board counts unread per lane; NO_OPEN_RO when the lead
 * has none. Appointment: Appt while the lead has a booked appointment (the board's Appointments lane).
 */
const KEYS: Record<UnreadGrouping, string> = {
  service: 'f.planned_service_type',
  store: 'f.store_id::text',
  roStatus: `COALESCE((SELECT r.status FROM repair_order r WHERE r.fsi_id = f.id
                         ORDER BY r.closed_on IS NULL DESC, r.id DESC LIMIT 1), 'NO_OPEN_RO')`,
  appointment: `CASE WHEN EXISTS (SELECT 1 FROM appointment ap WHERE ap.fsi_id = f.id AND ap.status = 'BOOKED'
                                   AND ap.deleted_at IS NULL) THEN 'Appt' ELSE 'NO_APPOINTMENT' END`,
};

export class UnreadCountsRepository {
  constructor(private readonly db: Queryable) {}

  /** Unarchived conversations with unread customer messages in the scope, counted per key. */
  counts(
    scope: DataScope,
    grouping: UnreadGrouping,
    filter: UnreadFilter,
  ): Promise<{ key: string; count: number }[]> {
    const params = new SqlParams();
    const where = [scopeCondition(scope, 's', params), 'f.total_unread_count > 0', 'NOT f.archived'];
    if (filter.storeId !== undefined) where.push(`f.store_id = ${params.add(filter.storeId)}`);
    if (filter.enterpriseId !== undefined) where.push(`s.enterprise_id = ${params.add(filter.enterpriseId)}`);
    if (filter.readerId !== undefined) where.push(personallyUnread(filter.readerId, params));
    return this.db.query<{ key: string; count: number }>(
      `SELECT ${KEYS[grouping]} AS key, count(*)::int AS count
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE ${where.join(' AND ')} GROUP BY 1 ORDER BY 1`,
      params.values,
    );
  }
}
