import type { AppError } from '../errors/app-error.js';
import type { PlannerScheduleGateway } from '../planners/planner-schedule-gateway.port.js';
import type {
  PlannerNightlyRun,
  PlannerRunHistory,
  PlannerSchedule,
  PlannerScheduleUpdate,
} from '../planners/planner-schedule.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import { FailureQueue } from './server-rejection.js';

type Operation = keyof PlannerScheduleGateway;

/** Nightly schedules in memory: a store starts off at 02:00 in New York; `recordRun` adds history. */
export class InMemoryPlannerScheduleGateway implements PlannerScheduleGateway {
  readonly #failures = new FailureQueue<Operation>();
  readonly #schedules = new Map<number, PlannerSchedule>();
  readonly #runs = new Map<number, PlannerNightlyRun[]>();

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  recordRun(storeId: number, run: PlannerNightlyRun): void {
    this.#runs.set(storeId, [run, ...(this.#runs.get(storeId) ?? [])]);
  }

  async schedule(storeId: number): Promise<Result<PlannerSchedule, AppError>> {
    const failure = this.#failures.take('schedule');
    if (failure) return err(failure);
    return ok(this.#schedules.get(storeId) ?? this.#off(storeId));
  }

  async save(update: PlannerScheduleUpdate): Promise<Result<PlannerSchedule, AppError>> {
    const failure = this.#failures.take('save');
    if (failure) return err(failure);
    const [hour, minute] = update.localTime.split(':').map(Number);
    const saved: PlannerSchedule = {
      ...this.#off(update.storeId),
      cron: `${minute} ${hour} * * *`,
      localTime: update.localTime,
      planners: [...update.planners],
      enabled: update.enabled,
      nextRunAt: update.enabled ? '2026-11-25T07:00:00.000Z' : null,
    };
    this.#schedules.set(update.storeId, saved);
    return ok(saved);
  }

  async runs(storeId: number): Promise<Result<PlannerRunHistory, AppError>> {
    const failure = this.#failures.take('runs');
    if (failure) return err(failure);
    return ok({ data: this.#runs.get(storeId) ?? [] });
  }

  #off(storeId: number): PlannerSchedule {
    return {
      storeId,
      cron: '0 2 * * *',
      localTime: '02:00',
      timeZone: 'America/New_York',
      planners: [],
      enabled: false,
      nextRunAt: null,
      updatedAt: null,
    };
  }
}
