import type { Queryable } from '../db/database.js';

/** A scheduler as stored (migration 037), with its store's name and time zone. */
export type StoredScheduler = {
  readonly id: number;
  readonly name: string;
  readonly cron: string;
  readonly jobType: string;
  readonly enterpriseId: number;
  readonly storeId: number;
  readonly storeName: string;
  readonly zone: string;
  readonly enabled: boolean;
  readonly actingUserId: number | null;
  readonly createdAt: Date;
};

export type NewScheduler = {
  readonly name: string;
  readonly cron: string;
  readonly jobType: string;
  readonly enterpriseId: number;
  readonly storeId: number;
  readonly actingUserId: number;
};

export type SchedulerStore = { readonly enterpriseId: number; readonly name: string; readonly zone: string };

const COLUMNS = `sc.id, sc.name, sc.cron, sc.job_type AS "jobType", sc.enterprise_id AS "enterpriseId",
  sc.store_id AS "storeId", s.name AS "storeName", s.office_time_zone AS zone, sc.enabled,
  sc.acting_user_id AS "actingUserId", sc.created_at AS "createdAt"`;
const FROM = 'FROM scheduler sc JOIN store s ON s.id = sc.store_id';

/** The schedulers of the settings tab (migration 037). */
export class SchedulerRepository {
  constructor(private readonly db: Queryable) {}

  async store(storeId: number): Promise<SchedulerStore | null> {
    const rows = await this.db.query<SchedulerStore>(
      'SELECT enterprise_id AS "enterpriseId", name, office_time_zone AS zone FROM store WHERE id = $1',
      [storeId],
    );
    return rows[0] ?? null;
  }

  /**
   * How many schedulers the store has, with the store's row locked until the transaction ends, so
   * two instances creating at once count one after the other and never pass the limit together.
   */
  async lockedCountOfStore(storeId: number): Promise<number> {
    await this.db.query('SELECT id FROM store WHERE id = $1 FOR UPDATE', [storeId]);
    const rows = await this.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM scheduler WHERE store_id = $1',
      [storeId],
    );
    return rows[0]?.n ?? 0;
  }

  async create(scheduler: NewScheduler, at: Date): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO scheduler (name, cron, job_type, enterprise_id, store_id, acting_user_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        scheduler.name,
        scheduler.cron,
        scheduler.jobType,
        scheduler.enterpriseId,
        scheduler.storeId,
        scheduler.actingUserId,
        at,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('scheduler not created');
    return id;
  }

  async find(id: number): Promise<StoredScheduler | null> {
    const rows = await this.db.query<StoredScheduler>(`SELECT ${COLUMNS} ${FROM} WHERE sc.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** One page, newest first; every enterprise when `enterpriseId` is undefined. */
  async page(
    enterpriseId: number | undefined,
    page: number,
    size: number,
  ): Promise<{ rows: StoredScheduler[]; total: number }> {
    const where = enterpriseId === undefined ? 'TRUE' : 'sc.enterprise_id = $3';
    const params = enterpriseId === undefined ? [size, page * size] : [size, page * size, enterpriseId];
    const rows = await this.db.query<StoredScheduler & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::integer AS total ${FROM} WHERE ${where}
        ORDER BY sc.id DESC LIMIT $1 OFFSET $2`,
      params,
    );
    return { rows, total: rows[0]?.total ?? 0 };
  }

  async enabled(): Promise<StoredScheduler[]> {
    return this.db.query<StoredScheduler>(`SELECT ${COLUMNS} ${FROM} WHERE sc.enabled ORDER BY sc.id`);
  }

  /** Deletes it and its runs; answers whether there was one. */
  async delete(id: number): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>('DELETE FROM scheduler WHERE id = $1 RETURNING id', [
      id,
    ]);
    return rows.length > 0;
  }
}
