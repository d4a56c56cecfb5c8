import { SCHEDULER_RUNS_KEPT } from '@torque/domain';
import type { Database } from '../db/database.js';
import { SchedulePoller } from '../jobs/schedule-poller.js';
import { PlannerScheduleRepository } from '../planners/nightly/planner-schedule.repository.js';
import { dueSlot } from '../planners/nightly/nightly-slot.js';
import { runSchedulerJob, type SchedulerJobDeps } from './scheduler-jobs.js';
import { SchedulerRunRepository } from './scheduler-run.repository.js';
import { SchedulerRepository, type StoredScheduler } from './scheduler.repository.js';

/** Five seconds: a scheduler due every minute runs within seconds of its minute. */
export const SCHEDULER_POLL_MS = 5_000;

export type SchedulerRunnerOptions = SchedulerJobDeps & {
  readonly pollMs?: number;
  readonly onError?: (err: unknown) => void;
};

/**
 * Runs the schedulers inside the server (issue 20), as the nightly planners run (issue 15): every
 * poll each enabled scheduler's cron is read in its store's zone; a slot that has come round is
 * claimed by inserting its scheduler_run row (unique per scheduler and slot), so of several server
 * instances one runs it. A deleted scheduler is gone from the next poll and its claim finds no
 * scheduler, so it never runs again. After downtime only the latest missed slot runs, once. Each
 * scheduler keeps its latest 100 runs.
 */
export class SchedulerRunner {
  private readonly poller: SchedulePoller<StoredScheduler>;

  constructor(private readonly options: SchedulerRunnerOptions) {
    const { db, clock } = options;
    const runs = new SchedulerRunRepository(db);
    this.poller = new SchedulePoller({
      pollMs: options.pollMs ?? SCHEDULER_POLL_MS,
      beforeEach: () => runs.failAbandoned(clock.now()),
      schedules: () => new SchedulerRepository(db).enabled(),
      runIfDue: (scheduler) => this.runIfDue(db, runs, scheduler),
      onError: options.onError,
    });
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Looks at every enabled scheduler once; answers the ids of the runs this call made. */
  tick(): Promise<number[]> {
    return this.poller.tick();
  }

  private async runIfDue(
    db: Database,
    runs: SchedulerRunRepository,
    scheduler: StoredScheduler,
  ): Promise<number | null> {
    const { clock } = this.options;
    const now = clock.now();
    const since = (await runs.lastSlot(scheduler.id)) ?? scheduler.createdAt;
    const slot = dueSlot(scheduler.cron, scheduler.zone, since, now);
    if (slot === null) return null;
    // The claim records the run; the oldest beyond the kept history goes in the same transaction.
    const runId = await db.transaction(async (tx) => {
      const repository = new SchedulerRunRepository(tx);
      const claimed = await repository.claim(scheduler.id, slot, now);
      if (claimed !== null) await repository.keepLatest(scheduler.id, SCHEDULER_RUNS_KEPT);
      return claimed;
    });
    if (runId === null) return null;
    try {
      const principal =
        scheduler.actingUserId === null
          ? null
          : await new PlannerScheduleRepository(db).actingPrincipal(scheduler.actingUserId);
      if (!principal) throw new Error('The admin who created it is gone: create the scheduler again.');
      const summary = await runSchedulerJob(this.options, {
        jobType: scheduler.jobType,
        storeId: scheduler.storeId,
        zone: scheduler.zone,
        principal,
      });
      await runs.finish(runId, 'succeeded', summary, clock.now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await runs.finish(runId, 'failed', message, clock.now());
      this.options.onError?.(err);
    }
    return runId;
  }
}
