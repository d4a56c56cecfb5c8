import type { SyncType } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import type { Paged, Window } from './data-settings.repository.js';

export type SyncHistoryRow = {
  readonly id: number;
  readonly enterpriseId: number;
  readonly storeId: number | null;
  readonly syncType: string;
  readonly status: string;
  readonly startedOn: string;
  readonly finishedOn: string | null;
  readonly message: string | null;
};

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** SQL of the sync history: one row per manual or display sync, written when it ends. */
export class SyncHistoryRepository {
  constructor(private readonly db: Queryable) {}

  async record(run: {
    readonly enterpriseId: number;
    readonly storeId: number | null;
    readonly syncType: SyncType;
    readonly status: 'SUCCEEDED' | 'FAILED';
    readonly startedOn: Date;
    readonly finishedOn: Date;
    readonly message: string;
    readonly startedBy: number;
  }): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO sync_history (enterprise_id, store_id, sync_type, status, started_on, finished_on, message, started_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        run.enterpriseId,
        run.storeId,
        run.syncType,
        run.status,
        run.startedOn,
        run.finishedOn,
        run.message,
        run.startedBy,
      ],
    );
    return row!.id;
  }

  async page(enterpriseId: number | undefined, window: Window): Promise<Paged<SyncHistoryRow>> {
    const rows = await this.db.query<SyncHistoryRow & { total: number }>(
      `SELECT id, enterprise_id AS "enterpriseId", store_id AS "storeId", sync_type AS "syncType", status,
              ${ISO('started_on')} AS "startedOn", ${ISO('finished_on')} AS "finishedOn", message,
              count(*) OVER ()::int AS total
         FROM sync_history WHERE $1::int IS NULL OR enterprise_id = $1
        ORDER BY started_on DESC, id DESC LIMIT $2 OFFSET $3`,
      [enterpriseId ?? null, window.size, window.page * window.size],
    );
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
}
