import type {
  ConversationStarter,
  CustomerGateway,
  DtDialogGateway,
  LeadFlagsGateway,
  LeadListGateway,
  LeadSubmissionGateway,
  LeadWorkflowGateway,
  MarksGateway,
} from '@torque/domain';
import type { ServiceIdentifier } from 'inversify';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`torque.${name}`);

/** Tokens of the leads group's ports (lead lists, flags, workflows, customers and marks). */
export const LEADS_TOKENS = {
  LeadListGateway: token<LeadListGateway>('LeadListGateway'),
  LeadFlagsGateway: token<LeadFlagsGateway>('LeadFlagsGateway'),
  DtDialogGateway: token<DtDialogGateway>('DtDialogGateway'),
  LeadWorkflowGateway: token<LeadWorkflowGateway>('LeadWorkflowGateway'),
  ConversationStarter: token<ConversationStarter>('ConversationStarter'),
  CustomerGateway: token<CustomerGateway>('CustomerGateway'),
  MarksGateway: token<MarksGateway>('MarksGateway'),
  LeadSubmissionGateway: token<LeadSubmissionGateway>('LeadSubmissionGateway'),
} as const;
