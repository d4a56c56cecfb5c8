import { type PlannerRunName } from '@torque/domain';
import { principalOf } from '../auth/authenticate.hook.js';
import type { ContractRequest, OperationHandlers, RequestBodyOf } from '../http/contract.js';
import type { LeadService } from '../leads/lead.service.js';
import { plannerQueryOf, wireDate } from './planner-query.js';
import type { PlannerSettingsService } from './planner-settings.service.js';
import type { PlannerService } from './planner.service.js';

export type PlannerPostedOperations =
  | 'runFuturePredictionHondaOldModel'
  | 'runHondaServicePass'
  | 'runFirstInteraction'
  | 'runStateInspectionPlanner'
  | 'auditPlanner'
  | 'sendPredictivePlannerEmailAlert'
  | 'getPlannerDefinitions'
  | 'savePlannerDefinition'
  | 'lisaArt';

type SearchBody = RequestBodyOf<'runHondaServicePass'>;

/** The largest page a planner answers in one go (first-interaction has no paging of its own). */
const WHOLE_LIST = 1000;

function searchOf(body: SearchBody, run: PlannerRunName) {
  const { query, page } = plannerQueryOf(body);
  return { query: { ...query, run, models: body.models ?? null, opCodes: body.opCodes ?? null }, page };
}

/** The POSTed planners (Honda, first service, state inspection), the audit, the alert, definitions and lisa/art. */
export function plannerPostedHandlers(
  planners: PlannerService,
  settings: PlannerSettingsService,
  leads: LeadService,
): Pick<OperationHandlers, PlannerPostedOperations> {
  const posted = (run: PlannerRunName) => async (request: ContractRequest<'runHondaServicePass'>) => {
    const { query, page } = searchOf(request.body, run);
    return planners.search(principalOf(request), query, page);
  };
  return {
    runFuturePredictionHondaOldModel: posted('honda-old-model'),
    runHondaServicePass: posted('honda-service-pass'),
    runFirstInteraction: async (request) => {
      const body = request.body;
      return planners.search(
        principalOf(request),
        {
          run: 'first-service',
          makes: body.makes,
          bocId: body.boc ?? null,
          storeId: body.store ?? null,
          soldSince: wireDate('soldDate', body.soldDate),
          hardRun: true,
        },
        { page: 0, size: WHOLE_LIST, transfer: body.transfer ?? false },
      );
    },
    runStateInspectionPlanner: async (request) => {
      const { query, page } = searchOf(request.body, 'state-inspection');
      return planners.searchInStore(
        principalOf(request),
        { bocId: request.params.bocId, storeId: request.params.storeId },
        query,
        page,
      );
    },
    auditPlanner: async (request) => {
      const run = planners.runOf(request.body.serviceType);
      const { query, page } = searchOf(request.body, run);
      return planners.search(principalOf(request), { ...query, audit: true, hardRun: true }, page);
    },
    sendPredictivePlannerEmailAlert: async (request) => {
      const { query } = plannerQueryOf(request.body);
      return settings.emailAlert(principalOf(request), request.body.serviceType, query);
    },
    getPlannerDefinitions: async (request) =>
      settings.definitions(principalOf(request), request.query.enterpriseId),
    savePlannerDefinition: async (request) => settings.save(principalOf(request), request.body),
    lisaArt: async (request) =>
      leads.search(principalOf(request), {
        mrtTime: request.query.mrtTime,
        page: request.query.page ?? 0,
        size: request.query.size ?? 50,
      }),
  };
}
