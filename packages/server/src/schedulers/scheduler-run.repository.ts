import type { Queryable } from '../db/database.js';

export type SchedulerRunRecord = {
  readonly runId: number;
  readonly schedulerId: number;
  readonly plannedFor: Date;
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
  readonly outcome: 'running' | 'succeeded' | 'failed';
  readonly summary: string | null;
};

const COLUMNS = `id AS "runId", scheduler_id AS "schedulerId", planned_for AS "plannedFor",
  started_at AS "startedAt", finished_at AS "finishedAt", outcome, summary`;

/** A run still 'running' this long after it started ended with its server. */
const ABANDONED_AFTER = "interval '1 hour'";

/** The schedulers' runs (migration 037): the claim of a slot, its outcome, the history. */
export class SchedulerRunRepository {
  constructor(private readonly db: Queryable) {}

  /** The latest slot any instance claimed for the scheduler, or null before its first run. */
  async lastSlot(schedulerId: number): Promise<Date | null> {
    const rows = await this.db.query<{ at: Date | null }>(
      'SELECT max(planned_for) AS at FROM scheduler_run WHERE scheduler_id = $1',
      [schedulerId],
    );
    return rows[0]?.at ?? null;
  }

  /**
   * Claims a slot: the insert that wins the unique (scheduler, slot) key answers its run id; every
   * other instance (or a second look at the same slot) gets null and runs nothing. While a run of the
   * scheduler is still going, no other slot of it is claimed, so a slow job never runs twice at once.
   */
  async claim(schedulerId: number, plannedFor: Date, at: Date): Promise<number | null> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO scheduler_run (scheduler_id, planned_for, started_at, outcome)
       SELECT $1, $2, $3, 'running'
        WHERE EXISTS (SELECT 1 FROM scheduler WHERE id = $1 AND enabled)
          AND NOT EXISTS (SELECT 1 FROM scheduler_run WHERE scheduler_id = $1 AND outcome = 'running'
                            AND started_at > $3::timestamptz - ${ABANDONED_AFTER})
       ON CONFLICT (scheduler_id, planned_for) DO NOTHING RETURNING id`,
      [schedulerId, plannedFor, at],
    );
    return rows[0]?.id ?? null;
  }

  /** Deletes the scheduler's runs but the latest `kept` (by slot): the history stays bounded. */
  async keepLatest(schedulerId: number, kept: number): Promise<void> {
    await this.db.query(
      `DELETE FROM scheduler_run WHERE scheduler_id = $1 AND id NOT IN (
         SELECT id FROM scheduler_run WHERE scheduler_id = $1 ORDER BY planned_for DESC LIMIT $2)`,
      [schedulerId, kept],
    );
  }

  async finish(runId: number, outcome: 'succeeded' | 'failed', summary: string, at: Date): Promise<void> {
    await this.db.query(
      'UPDATE scheduler_run SET finished_at = $2, outcome = $3, summary = $4 WHERE id = $1',
      [runId, at, outcome, summary],
    );
  }

  async failAbandoned(at: Date): Promise<void> {
    await this.db.query(
      `UPDATE scheduler_run SET outcome = 'failed', finished_at = $1,
              summary = 'The server stopped before the run finished.'
        WHERE outcome = 'running' AND started_at <= $1::timestamptz - ${ABANDONED_AFTER}`,
      [at],
    );
  }

  async latest(schedulerId: number, limit: number): Promise<SchedulerRunRecord[]> {
    return this.db.query<SchedulerRunRecord>(
      `SELECT ${COLUMNS} FROM scheduler_run WHERE scheduler_id = $1 ORDER BY planned_for DESC LIMIT $2`,
      [schedulerId, limit],
    );
  }
}
