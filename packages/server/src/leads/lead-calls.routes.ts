import { principalOf } from '../auth/authenticate.hook.js';
import type { ContractRequest, OperationHandlers } from '../http/contract.js';
import type { LeadCallsService } from './lead-calls.service.js';
import type { LeadFollowUpService } from './lead-follow-up.service.js';

type LeadCallOperations =
  | 'getOtherInteractions'
  | 'updateLeadMetadata'
  | 'getConversationLink'
  | 'countAppointmentSet'
  | 'lisaCountAppointmentSet'
  | 'getLeadManagerData'
  | 'workflowFollowUp';

const FSI = 'future-service-interaction-id';

/** The enterprise header as the lead searches read it (Node lower-cases header names). */
const enterpriseOf = (request: ContractRequest<'countAppointmentSet'>): number | undefined => {
  const header = (request.headers as Record<string, string | undefined>)['enterpriseid'];
  return request.body.enterpriseId ?? (header === undefined ? undefined : Number(header));
};

export function leadCallHandlers(
  calls: LeadCallsService,
  followUps: LeadFollowUpService,
): Pick<OperationHandlers, LeadCallOperations> {
  const count = async (request: ContractRequest<'countAppointmentSet'>) =>
    calls.countAppointmentSet(principalOf(request), {
      ...request.body,
      enterpriseId: enterpriseOf(request),
      view: 'leadManager',
      page: 0,
      size: 0,
    });
  return {
    getOtherInteractions: async (request) =>
      calls.otherInteractions(principalOf(request), request.query[FSI]),
    updateLeadMetadata: async (request) => calls.updateMetadata(principalOf(request), request.body),
    getConversationLink: async (request) =>
      calls.conversationLink(
        principalOf(request),
        request.query[FSI],
        `${request.protocol}://${request.host}`,
      ),
    countAppointmentSet: count,
    lisaCountAppointmentSet: count,
    getLeadManagerData: async (request) => calls.leadManagerData(principalOf(request), request.query),
    workflowFollowUp: async (request) =>
      followUps.followUp(principalOf(request), request.query[FSI], request.body),
  };
}
