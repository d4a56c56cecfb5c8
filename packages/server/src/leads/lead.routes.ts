import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { LeadService } from './lead.service.js';

/** Defaults mirror the contract's (page 0, size 50) in case a client omits them. */
export function leadHandlers(leads: LeadService): Pick<OperationHandlers, 'searchLeads' | 'getLead'> {
  return {
    searchLeads: async (request) => {
      // Node lower-cases header names; the contract spells it enterpriseId.
      const enterpriseId = (request.headers as Record<string, string | undefined>)['enterpriseid'];
      return leads.search(principalOf(request), {
        ...request.body,
        page: request.query.page ?? 0,
        size: request.query.size ?? 50,
        enterpriseId: enterpriseId === undefined ? undefined : Number(enterpriseId),
      });
    },
    getLead: async (request) =>
      leads.get(principalOf(request), request.query['future-service-interaction-id']),
  };
}
