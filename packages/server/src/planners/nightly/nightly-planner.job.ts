import { isPlannerRunName, type Clock } from '@torque/domain';
import type { Principal } from '../../auth/principal.js';
import type { Database } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import { HttpError } from '../../http/http-error.js';
import type { RunForStore, TransferForStore, TransferResult } from '../planner.service.js';
import { SchedulePoller } from '../../jobs/schedule-poller.js';
import { dueSlot } from './nightly-slot.js';
import {
  PlannerScheduleRepository,
  type PlannerSchedule,
  type RunCounts,
} from './planner-schedule.repository.js';

/** What the job needs of the planner engine (PlannerService). */
export interface NightlyPlannerEngine {
  runForStore(input: RunForStore): Promise<Schemas['PlannerRow'][]>;
  transfer(input: TransferForStore): Promise<TransferResult>;
}

/** What the job needs of the conversation starts (ConversationStartService.bulk: consent, opt-out, quiet hours). */
export interface NightlyConversationStarts {
  bulk(principal: Principal, request: Schemas['BulkInitiateRequest']): Promise<Schemas['Acknowledgement']>;
}

export type NightlyPlannerJobOptions = {
  readonly db: Database;
  readonly engine: NightlyPlannerEngine;
  readonly starts: NightlyConversationStarts;
  readonly clock: Clock;
  /** How often the schedules are looked at; a minute suits slots named to the minute. */
  readonly pollMs?: number;
  readonly onError?: (err: unknown) => void;
};

const NO_COUNTS: RunCounts = { transferred: 0, started: 0, skipped: 0 };

/**
 * Nightly planner runs (issue 15). Every poll, each enabled store schedule is read in the store's zone;
 * a slot that has come round is claimed by inserting its planner_run row (unique per store and slot),
 * so one instance of many runs it, and a second trigger of the same slot runs nothing. The run
 * transfers the due rows not yet transferred and not opted out, then starts each new lead through the
 * conversation starts (the outbox decides consent, opt-out and quiet hours). A vehicle is transferred
 * at most once per due service (planner_transfer), so a later night never starts it again.
 * On start the first poll runs at once: a slot missed while the server was down runs then, once.
 */
export class NightlyPlannerJob {
  private readonly poller: SchedulePoller<PlannerSchedule>;

  constructor(private readonly options: NightlyPlannerJobOptions) {
    const repository = new PlannerScheduleRepository(options.db);
    this.poller = new SchedulePoller({
      pollMs: options.pollMs ?? 60_000,
      beforeEach: () => repository.failAbandoned(options.clock.now()),
      schedules: () => repository.enabled(),
      runIfDue: (schedule) => this.runIfDue(repository, schedule),
      onError: options.onError,
    });
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Looks at every enabled schedule once; answers the ids of the runs this call made. */
  tick(): Promise<number[]> {
    return this.poller.tick();
  }

  private async runIfDue(
    repository: PlannerScheduleRepository,
    schedule: PlannerSchedule,
  ): Promise<number | null> {
    const store = await repository.storeOf(schedule.storeId);
    if (!store) return null;
    const now = this.options.clock.now();
    const since = (await repository.lastSlot(schedule.storeId)) ?? schedule.updatedAt;
    const slot = dueSlot(schedule.cron, store.zone, since, now);
    if (slot === null) return null;
    const runId = await repository.claim(schedule.storeId, slot, now);
    if (runId === null) return null;
    try {
      const counts = await this.runPlanners(repository, schedule);
      await repository.finish(runId, counts, 'succeeded', null, this.options.clock.now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await repository.finish(runId, NO_COUNTS, 'failed', message, this.options.clock.now());
      this.options.onError?.(err);
    }
    return runId;
  }

  private async runPlanners(
    repository: PlannerScheduleRepository,
    schedule: PlannerSchedule,
  ): Promise<RunCounts> {
    const principal =
      schedule.actingUserId === null ? null : await repository.actingPrincipal(schedule.actingUserId);
    if (!principal) throw new Error('No manager to start the conversations for: save the schedule again.');
    let transferred = 0;
    let started = 0;
    let skipped = 0;
    for (const run of schedule.planners) {
      if (!isPlannerRunName(run)) throw new Error(`Unknown planner: ${run}`);
      const rows = await this.options.engine.runForStore({
        storeId: schedule.storeId,
        run,
        asOf: this.options.clock.now(),
      });
      // Already a lead (an earlier night or staff transferred it), or opted out: never started here,
      // except a lead an earlier run transferred and stopped before starting (it is finished now).
      const fresh = rows.filter((row) => row.futureServiceInteractionId == null && !row.optedOut);
      const unfinished = await repository.unstartedNightlyLeads(
        rows.flatMap((row) => (row.optedOut ? [] : (row.futureServiceInteractionId ?? []))),
      );
      skipped += rows.length - fresh.length - unfinished.length;
      const { futureServiceInteractionIds } =
        fresh.length === 0
          ? { futureServiceInteractionIds: [] }
          : await this.options.engine.transfer({
              storeId: schedule.storeId,
              run,
              vehicleIds: fresh.map((row) => row.vehicleId),
              userId: null,
            });
      transferred += futureServiceInteractionIds.length;
      for (const fsiId of [...unfinished, ...futureServiceInteractionIds]) {
        if (await this.startOne(principal, fsiId)) started += 1;
        else skipped += 1;
      }
    }
    return { transferred, started, skipped };
  }

  /** One lead at a time, so the counts say exactly who was started; a refusal (400) is a skip. */
  private async startOne(principal: Principal, fsiId: number): Promise<boolean> {
    try {
      await this.options.starts.bulk(principal, { futureServiceInteractionIds: [fsiId], isForced: false });
      return true;
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500) return false;
      throw err;
    }
  }
}
