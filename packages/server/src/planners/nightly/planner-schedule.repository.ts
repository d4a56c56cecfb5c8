import type { Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/database.js';

export type PlannerSchedule = {
  readonly storeId: number;
  readonly cron: string;
  readonly planners: readonly string[];
  readonly enabled: boolean;
  readonly actingUserId: number | null;
  readonly updatedAt: Date;
};

export type PlannerRunRecord = {
  readonly id: number;
  readonly storeId: number;
  readonly plannedFor: Date;
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
  readonly transferred: number;
  readonly started: number;
  readonly skipped: number;
  readonly outcome: 'running' | 'succeeded' | 'failed';
  readonly error: string | null;
};

export type RunCounts = { readonly transferred: number; readonly started: number; readonly skipped: number };

const SCHEDULE_COLUMNS = `store_id AS "storeId", cron, planners, enabled, acting_user_id AS "actingUserId",
  updated_at AS "updatedAt"`;
const RUN_COLUMNS = `id::integer AS id, store_id AS "storeId", planned_for AS "plannedFor",
  started_at AS "startedAt", finished_at AS "finishedAt", transferred, started, skipped, outcome, error`;

/** The stores' nightly planner schedules and their run history (migration 022). */
export class PlannerScheduleRepository {
  constructor(private readonly db: Queryable) {}

  async ofStore(storeId: number): Promise<PlannerSchedule | null> {
    const rows = await this.db.query<PlannerSchedule>(
      `SELECT ${SCHEDULE_COLUMNS} FROM planner_schedule WHERE store_id = $1`,
      [storeId],
    );
    return rows[0] ?? null;
  }

  async enabled(): Promise<PlannerSchedule[]> {
    return this.db.query<PlannerSchedule>(
      `SELECT ${SCHEDULE_COLUMNS} FROM planner_schedule WHERE enabled ORDER BY store_id`,
    );
  }

  async save(schedule: Omit<PlannerSchedule, 'updatedAt'>, at: Date): Promise<PlannerSchedule> {
    const rows = await this.db.query<PlannerSchedule>(
      `INSERT INTO planner_schedule (store_id, cron, planners, enabled, acting_user_id, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (store_id) DO UPDATE SET cron = EXCLUDED.cron, planners = EXCLUDED.planners,
         enabled = EXCLUDED.enabled, acting_user_id = EXCLUDED.acting_user_id, updated_at = EXCLUDED.updated_at
       RETURNING ${SCHEDULE_COLUMNS}`,
      [schedule.storeId, schedule.cron, [...schedule.planners], schedule.enabled, schedule.actingUserId, at],
    );
    const row = rows[0];
    if (!row) throw new Error('planner schedule not saved');
    return row;
  }

  /** The latest slot any instance claimed for the store, or null before its first run. */
  async lastSlot(storeId: number): Promise<Date | null> {
    const rows = await this.db.query<{ at: Date | null }>(
      'SELECT max(planned_for) AS at FROM planner_run WHERE store_id = $1',
      [storeId],
    );
    return rows[0]?.at ?? null;
  }

  /**
   * Claims a slot: the insert of the one instance that wins the unique (store, slot) key answers its
   * run id; every other instance (or a second trigger) gets null and runs nothing. While a run of the
   * store is still going (started within the hour) no other slot of it is claimed, so two runs never
   * transfer and start the same vehicles side by side.
   */
  async claim(storeId: number, plannedFor: Date, at: Date): Promise<number | null> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO planner_run (store_id, planned_for, started_at, outcome)
       SELECT $1, $2, $3, 'running'
        WHERE NOT EXISTS (SELECT 1 FROM planner_run WHERE store_id = $1 AND outcome = 'running'
                            AND started_at > $3::timestamptz - interval '1 hour')
       ON CONFLICT (store_id, planned_for) DO NOTHING RETURNING id::integer AS id`,
      [storeId, plannedFor, at],
    );
    return rows[0]?.id ?? null;
  }

  /** A run still 'running' after an hour ended with its server: it is recorded as failed. */
  async failAbandoned(at: Date): Promise<void> {
    await this.db.query(
      `UPDATE planner_run SET outcome = 'failed', finished_at = $1,
              error = 'The server stopped before the run finished.'
        WHERE outcome = 'running' AND started_at <= $1::timestamptz - interval '1 hour'`,
      [at],
    );
  }

  async finish(
    runId: number,
    counts: RunCounts,
    outcome: 'succeeded' | 'failed',
    error: string | null,
    at: Date,
  ): Promise<void> {
    await this.db.query(
      `UPDATE planner_run SET finished_at = $2, transferred = $3, started = $4, skipped = $5, outcome = $6,
         error = $7 WHERE id = $1`,
      [runId, at, counts.transferred, counts.started, counts.skipped, outcome, error],
    );
  }

  async history(storeId: number, limit: number): Promise<PlannerRunRecord[]> {
    return this.db.query<PlannerRunRecord>(
      `SELECT ${RUN_COLUMNS} FROM planner_run WHERE store_id = $1 ORDER BY planned_for DESC LIMIT $2`,
      [storeId, limit],
    );
  }

  /** The user a store's runs act for, as a principal (null once that user is gone). */
  async actingPrincipal(userId: number): Promise<Principal | null> {
    const rows = await this.db.query<Omit<Principal, 'tokenHash'>>(
      `SELECT id AS "userId", role, enterprise_id AS "enterpriseId", store_id AS "storeId",
              first_name AS "firstName", last_name AS "lastName", color_code AS "colorCode"
         FROM app_user WHERE id = $1`,
      [userId],
    );
    const row = rows[0];
    return row ? { ...row, tokenHash: '' } : null;
  }

  /**
   * Of these leads, the ones a nightly run transferred (no user) but never started: the run stopped
   * between the two (a crash, a restart), so the next run finishes the job. Staff transfers are theirs.
   */
  async unstartedNightlyLeads(fsiIds: readonly number[]): Promise<number[]> {
    if (fsiIds.length === 0) return [];
    const rows = await this.db.query<{ id: number }>(
      `SELECT f.id FROM planner_transfer t JOIN future_service_interaction f ON f.id = t.fsi_id
        WHERE t.fsi_id = ANY($1::int[]) AND t.user_id IS NULL AND NOT f.conversation_initiated
          AND NOT EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id)
        ORDER BY f.id`,
      [[...fsiIds]],
    );
    return rows.map((row) => row.id);
  }

  async storeOf(storeId: number): Promise<{ readonly enterpriseId: number; readonly zone: string } | null> {
    const rows = await this.db.query<{ enterpriseId: number; zone: string }>(
      'SELECT enterprise_id AS "enterpriseId", office_time_zone AS zone FROM store WHERE id = $1',
      [storeId],
    );
    return rows[0] ?? null;
  }
}
