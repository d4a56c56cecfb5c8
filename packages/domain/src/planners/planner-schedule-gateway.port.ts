import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type { PlannerRunHistory, PlannerSchedule, PlannerScheduleUpdate } from './planner-schedule.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** A store's nightly planner schedule and run history on the server (issue 15, managers and above). */
export interface PlannerScheduleGateway {
  schedule(storeId: number): Answer<PlannerSchedule>;
  save(update: PlannerScheduleUpdate): Answer<PlannerSchedule>;
  runs(storeId: number): Answer<PlannerRunHistory>;
}
