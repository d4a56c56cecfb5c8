import {
  firstInteractionRequest,
  hondaServicePassRequest,
  PLANNER_RUNS,
  type AppError,
  type ListPage,
  type PlannerChoice,
  type PlannerGateway,
  type PlannerRow,
  type PlannerRun,
  type PlannerSearchPayload,
  type Result,
} from '@torque/domain';

/** A search the screen cannot send; the message says what to fix. */
export type PlannerSearchProblem = { readonly problem: string };

const isRun = (choice: PlannerChoice): choice is PlannerRun =>
  (PLANNER_RUNS as readonly string[]).includes(choice);

/** Calls the operation of the chosen planner (spec 2 §7): the GET runs, or the POSTed planners. */
export function runPlannerChoice(
  planners: PlannerGateway,
  choice: PlannerChoice,
  search: PlannerSearchPayload,
): Promise<Result<ListPage<PlannerRow>, AppError>> | PlannerSearchProblem {
  if (isRun(choice)) return planners.run(choice, search);
  switch (choice) {
    case 'honda-old-model':
      return planners.runHondaOldModel(search);
    case 'honda-service-pass':
      return planners.runHondaServicePass(hondaServicePassRequest(search));
    case 'first-service':
      return planners.runFirstInteraction(
        firstInteractionRequest({
          ...(search.boc === null ? {} : { boc: search.boc }),
          ...(search.store === null ? {} : { store: search.store }),
          ...(search.soldDate === null ? {} : { soldDate: search.soldDate }),
        }),
      );
    case 'state-inspection':
      if (search.boc === null || search.store === null)
        return { problem: 'Choose a BOC and a store for the state inspection planner.' };
      return planners.runStateInspection({ bocId: search.boc, storeId: search.store }, search);
  }
}
