import {
  PlannerRunHistorySchema,
  PlannerScheduleSchema,
  type AppError,
  type PlannerRunHistory,
  type PlannerSchedule,
  type PlannerScheduleGateway,
  type PlannerScheduleUpdate,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

/** The nightly planner schedule and run history of a store (issue 15). */
export class HttpPlannerScheduleGateway implements PlannerScheduleGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  schedule(storeId: number): Promise<Result<PlannerSchedule, AppError>> {
    return callApi(
      () => this.client.GET('/api/planner-schedule', { params: { query: { storeId } } }),
      PlannerScheduleSchema,
      this.options,
    );
  }

  save(update: PlannerScheduleUpdate): Promise<Result<PlannerSchedule, AppError>> {
    return callApi(
      () => this.client.PUT('/api/planner-schedule', { body: { ...update, planners: [...update.planners] } }),
      PlannerScheduleSchema,
      this.options,
    );
  }

  runs(storeId: number): Promise<Result<PlannerRunHistory, AppError>> {
    return callApi(
      () => this.client.GET('/api/planner-schedule/runs', { params: { query: { storeId, size: 20 } } }),
      PlannerRunHistorySchema,
      this.options,
    );
  }
}
