/**
 * The planners context's public surface (`@torque/domain/planners`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export {
  PLANNER_DAY_RANGE,
  plannerSearchPayload,
  type PlannerSearchPayload,
  PlannerSearchPayloadSchema,
  withoutUiFlags,
} from './planner-search.rules.js';
export {
  closedRoSearchQuery,
  type ClosedRoSearchQuery,
  INITIATION_LISTS,
  listFetchFailure,
  SUCCESSFULLY_TRANSFERED,
  transferResultNotice,
} from './planner-results.rules.js';
export {
  type PlannerDefinition,
  PlannerDefinitionPageSchema,
  PlannerDefinitionSchema,
  PlannerPageSchema,
  type PlannerRow,
} from './planner.schema.js';
export {
  firstInteractionRequest,
  type FirstInteractionRequest,
  hondaServicePassRequest,
  PLANNER_RUNS,
  type PlannerRun,
  type PlannerRunRequest,
} from './planner-run.rules.js';
export * from './planner-gateway.port.js';
export * from './planner-first-text.rules.js';
export * from './planner-start.schema.js';
export * from './planner-choice.rules.js';
export * from './planner-catalogue.rules.js';
export * from './planner-due.rules.js';
export * from './driving-habit.rules.js';
export * from './calendar-day.rules.js';
export * from './planner-schedule.schema.js';
export * from './planner-schedule-gateway.port.js';
