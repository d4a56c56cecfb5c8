import { isPlannerRunName, runForEnterprise, type PlannerRunName } from '@torque/domain';
import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandler, OperationHandlers, OperationId } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { plannerQueryOf, wireDate } from './planner-query.js';
import type { PlannerService } from './planner.service.js';

/** The GET runs of spec 2 §7 and the planner each starts. */
const GET_RUNS = {
  runFuturePrediction: '5K',
  runFuturePrediction0k: '0K',
  runFuturePrediction0kSpecial: '0K-special',
  runFuturePrediction05k: '0.5K',
  runFuturePrediction7500: '7.5K',
  runFuturePrediction10k: '10K',
  runFuturePrediction15k: '15K',
  runFuturePrediction20k: '20K',
  runFuturePrediction25k: '25K',
  runFuturePredictionCheckUp: 'check-up',
  runFuturePredictionCheckUp30Days: 'check-up-30days',
  runFuturePredictionPost30Months: 'post-30-months',
} as const satisfies Partial<Record<OperationId, PlannerRunName>>;
type GetRunOperation = keyof typeof GET_RUNS;

export type PlannerRunOperations = GetRunOperation | 'transferPlannerRows';

/** Every GET run has the same query (the planner search), so one handler shape serves them all. */
function runHandler(planners: PlannerService, run: PlannerRunName): OperationHandler<'runFuturePrediction'> {
  return async (request) => {
    const principal = principalOf(request);
    // Spec 2 §6: the 0K run of enterprise 29 is its own.
    const { query, page } = plannerQueryOf(request.query);
    return planners.search(principal, { run: runForEnterprise(run, principal.enterpriseId), ...query }, page);
  };
}

/** The GET planner runs and the transfer of chosen rows. */
export function plannerRunHandlers(planners: PlannerService): Pick<OperationHandlers, PlannerRunOperations> {
  const runs = Object.fromEntries(
    (Object.keys(GET_RUNS) as GetRunOperation[]).map((operation) => [
      operation,
      runHandler(planners, GET_RUNS[operation]),
    ]),
    // Each GET run's query is the same planner search (checked by the contract's shared parameters).
  ) as unknown as Pick<OperationHandlers, GetRunOperation>;
  return {
    ...runs,
    transferPlannerRows: async (request) => {
      const { run, vehicleIds, plannerDate } = request.body;
      if (!isPlannerRunName(run)) throw badRequest(`There is no ${run} planner.`);
      return planners.transferForUser(principalOf(request), {
        run,
        vehicleIds,
        plannerDate: wireDate('plannerDate', plannerDate),
      });
    },
  };
}
