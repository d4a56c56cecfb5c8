import type { BulkSendState } from '@torque/domain';
import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';

export type BulkFailureRow = {
  readonly fsi_id: number;
  readonly customer_name: string;
  readonly error: string | null;
};

/** Bulk conversations are the outbox's campaign texts (bulk initiation), read by their lead's store. */
const CAMPAIGN_FROM = `FROM outbox o JOIN message_instance m ON m.id = o.message_id
  JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
  JOIN customer c ON c.id = f.customer_id`;

export class BulkConversationRepository {
  constructor(private readonly db: Queryable) {}

  /** The calendar day (in `zone`) of the newest campaign text in scope, or null when there is none. */
  async latestDay(scope: DataScope, zone: string): Promise<string | null> {
    const params = new SqlParams();
    const rows = await this.db.query<{ day: string | null }>(
      `SELECT to_char(max(o.created_at) AT TIME ZONE ${params.add(zone)}, 'YYYY-MM-DD') AS day ${CAMPAIGN_FROM}
        WHERE o.kind = 'campaign' AND ${scopeCondition(scope, 's', params)}`,
      params.values,
    );
    return rows[0]?.day ?? null;
  }

  /** The states of the campaign texts queued on one day (in `zone`). */
  async statesOn(scope: DataScope, day: string, zone: string): Promise<BulkSendState[]> {
    const params = new SqlParams();
    const rows = await this.db.query<{ status: BulkSendState }>(
      `SELECT o.status ${CAMPAIGN_FROM}
        WHERE o.kind = 'campaign' AND ${scopeCondition(scope, 's', params)}
          AND (o.created_at AT TIME ZONE ${params.add(zone)})::date = ${params.add(day)}::date`,
      params.values,
    );
    return rows.map((row) => row.status);
  }

  /** Failed or cancelled campaign texts, newest first, one page, with how many there are. */
  async failures(
    scope: DataScope,
    page: number,
    size: number,
  ): Promise<{ total: number; rows: BulkFailureRow[] }> {
    const params = new SqlParams();
    const where = `o.kind = 'campaign' AND o.status IN ('failed', 'cancelled') AND ${scopeCondition(scope, 's', params)}`;
    const [counted] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${CAMPAIGN_FROM} WHERE ${where}`,
      params.values,
    );
    const rows = await this.db.query<BulkFailureRow>(
      `SELECT f.id AS fsi_id, trim(c.first_name || ' ' || c.last_name) AS customer_name,
              COALESCE(o.last_error, m.errors) AS error
         ${CAMPAIGN_FROM} WHERE ${where}
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT ${params.add(size)} OFFSET ${params.add(Math.min(page * size, Number.MAX_SAFE_INTEGER))}`,
      params.values,
    );
    return { total: counted?.total ?? 0, rows };
  }
}
