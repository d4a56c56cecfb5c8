import { principalOf } from '../auth/authenticate.hook.js';
import type { ContractRequest, OperationHandlers } from '../http/contract.js';
import type { LeadService } from './lead.service.js';
import type { LeadView } from './lead-views.js';

/** The search operations and the view each one shows (lead-views.ts has the rules). */
const SEARCH_VIEWS = {
  searchLeads: 'leadManager',
  searchLeadsV2: 'leadManager',
  searchLeadsV3: 'leadManager',
  lisaSearchLeadManager: 'leadManager',
  lisaSearchAutomatedLeadManager: 'leadManager',
  searchGlobalInbox: 'globalInbox',
  lisaSearchGlobalInbox: 'globalInbox',
  searchGlobalInboxZero: 'globalInboxZero',
  lisaSearchGlobalInboxZero: 'globalInboxZero',
  searchFollowUpLeads: 'followUp',
  lisaSearchFollowUp: 'smartFollowUp',
  lisaSearchFollowUpFailures: 'failureFollowUp',
  searchEmailFollowUpLeads: 'emailFollowUp',
  lisaSearchEmail: 'emailFollowUp',
  searchContactLaterLeads: 'contactLater',
  searchContactLaterMarks: 'contactLater',
  searchContactLaterGlobalInbox: 'contactLaterInbox',
  searchLeadsAtRisk: 'leadAtRisk',
  searchNraaLeads: 'noResponseAtAll',
  searchGmHandoffLeads: 'handOff',
  searchTcpaLeads: 'optOut',
  lisaSearchSmsOptOut: 'optOut',
  searchArchivedLeads: 'archived',
  searchAuditPlannerLeads: 'auditPlanner',
} as const satisfies Partial<Record<keyof OperationHandlers, LeadView>>;

type SearchOperation = keyof typeof SEARCH_VIEWS;

/** Defaults mirror the contract's (page 0, size 50) in case a client omits them. */
export function leadHandlers(leads: LeadService): Pick<OperationHandlers, SearchOperation | 'getLead'> {
  const search = (view: LeadView) => async (request: ContractRequest<'searchLeads'>) => {
    // Node lower-cases header names; the contract spells it enterpriseId.
    const enterpriseId = (request.headers as Record<string, string | undefined>)['enterpriseid'];
    const query = request.query as { page?: number; size?: number };
    return leads.search(principalOf(request), {
      ...request.body,
      page: query.page ?? 0,
      size: query.size ?? 50,
      enterpriseId:
        request.body.enterpriseId ?? (enterpriseId === undefined ? undefined : Number(enterpriseId)),
      view,
    });
  };
  const handlers = Object.fromEntries(
    Object.entries(SEARCH_VIEWS).map(([operation, view]) => [operation, search(view)]),
  ) as unknown as Pick<OperationHandlers, SearchOperation>;
  return {
    ...handlers,
    getLead: async (request) =>
      leads.get(principalOf(request), request.query['future-service-interaction-id']),
  };
}
