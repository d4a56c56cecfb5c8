import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { LeadFlagsService } from './lead-flags.service.js';
import type { LeadWorkflowService } from './lead-workflow.service.js';
import type { MarksService } from './marks.service.js';

type LeadActionOperations =
  | 'updateAiEnabled'
  | 'updateAppointmentSet'
  | 'updateConversationClosed'
  | 'resumeDtDialog'
  | 'disableDtDialog'
  | 'getResponseRequired'
  | 'updateResponseRequired'
  | 'trackWorkflow'
  | 'inboundAppointmentWorkflow'
  | 'gmHandoff'
  | 'manualHandoff'
  | 'addMark'
  | 'deleteMark';

const FSI = 'future-service-interaction-id';

export function leadActionHandlers(
  flags: LeadFlagsService,
  workflow: LeadWorkflowService,
  marks: MarksService,
): Pick<OperationHandlers, LeadActionOperations> {
  return {
    updateAiEnabled: async (request) =>
      flags.setAiEnabled(principalOf(request), request.body.id, request.body.aiEnabled),
    updateAppointmentSet: async (request) =>
      flags.setAppointmentSet(principalOf(request), request.body.id, request.body.appointmentSet),
    updateConversationClosed: async (request) =>
      flags.setConversationClosed(principalOf(request), request.body.id, request.body.conversationClosed),
    resumeDtDialog: async (request) => flags.resumeDtDialog(principalOf(request), request.body),
    disableDtDialog: async (request) => flags.disableDtDialog(principalOf(request), request.body),
    getResponseRequired: async (request) =>
      flags.responseRequired(principalOf(request), request.query.future_service_interaction_id),
    updateResponseRequired: async (request) =>
      flags.setResponseRequired(
        principalOf(request),
        request.body.id,
        request.body.responseReqd,
        request.body.type,
      ),
    trackWorkflow: async (request) =>
      workflow.track(principalOf(request), request.query[FSI], request.query.track),
    inboundAppointmentWorkflow: async (request) =>
      workflow.inboundAppointment(principalOf(request), request.query[FSI], request.query.actionIntent),
    gmHandoff: async (request) =>
      workflow.gmHandOff(principalOf(request), request.query[FSI], request.query.parameter),
    manualHandoff: async (request) => workflow.manualHandOff(principalOf(request), request.query[FSI]),
    addMark: async (request) => marks.add(principalOf(request), request.body),
    deleteMark: async (request) => marks.remove(principalOf(request), request.query),
  };
}
