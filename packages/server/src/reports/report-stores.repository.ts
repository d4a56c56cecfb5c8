import type { Queryable } from '../db/database.js';
import type { SqlParams } from '../db/sql-params.js';

/** The stores a report may count, read under conditions reportScope built (filter ∩ the user's data scope). */
export class ReportStoresRepository {
  constructor(private readonly db: Queryable) {}

  async where(
    conditions: readonly string[],
    params: SqlParams,
  ): Promise<{ id: number; name: string; office_time_zone: string }[]> {
    return this.db.query(
      `SELECT s.id, s.name, s.office_time_zone FROM store s WHERE ${conditions.join(' AND ')} ORDER BY s.id`,
      params.values,
    );
  }
}
