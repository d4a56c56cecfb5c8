import {
  FIRST_INTERACTION_DEAL_TYPE,
  FIRST_INTERACTION_MAKES,
  HONDA_SERVICE_PASS_MODELS,
  SPECIAL_0K_PLANNER_ENTERPRISE,
} from '../catalog/constants.js';
import type { ServiceType } from '../leads/service-type.js';
import type { PlannerSearchPayload } from './planner-search.rules.js';

/** The planners run with a GET and the planner search as query (spec 2 §7 "Planner runs"). */
export const PLANNER_RUNS = [
  '5K',
  '0K',
  '0K-special',
  '0.5K',
  '7.5K',
  '10K',
  '15K',
  '20K',
  '25K',
  'check-up',
  'check-up-30days',
  'post-30-months',
] as const;
export type PlannerRun = (typeof PLANNER_RUNS)[number];

/** Spec 2 §6: enterprise 29 runs its own 0K planner. */
export function plannerRunFor(run: PlannerRun, enterpriseId: number): PlannerRun {
  return run === '0K' && enterpriseId === SPECIAL_0K_PLANNER_ENTERPRISE ? '0K-special' : run;
}

/** The POSTed planner search: the search payload plus what some planners add (openapi PlannerSearchRequest). */
export type PlannerRunRequest = PlannerSearchPayload & {
  readonly serviceType?: ServiceType;
  readonly opCodes?: readonly string[];
  readonly models?: readonly string[];
};

/** Spec 2 §7: the Honda service pass runs over its fixed models. */
export const hondaServicePassRequest = (search: PlannerSearchPayload): PlannerRunRequest => ({
  ...search,
  models: [...HONDA_SERVICE_PASS_MODELS],
});

/** The first-service planner's request (openapi FirstInteractionRequest). */
export type FirstInteractionRequest = {
  readonly dealType: typeof FIRST_INTERACTION_DEAL_TYPE;
  readonly makes: readonly string[];
  readonly boc?: number;
  readonly store?: number;
  /** DD.MM.YYYY. */
  readonly soldDate?: string;
  readonly transfer?: boolean;
};

/** Spec 2 §7: first-interaction uses deal type New and the makes GMC, Buick, Chev, CHEVROLET and Chevy. */
export function firstInteractionRequest(
  options: Omit<FirstInteractionRequest, 'dealType' | 'makes'> = {},
): FirstInteractionRequest {
  return { dealType: FIRST_INTERACTION_DEAL_TYPE, makes: [...FIRST_INTERACTION_MAKES], ...options };
}
