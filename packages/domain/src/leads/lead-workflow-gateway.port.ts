import type { ActionIntent, WorkflowTrack } from '../catalog/action-intent.js';
import type { ComplaintCategory } from '../catalog/complaint-category.js';
import type { FollowUpCode } from '../catalog/email-step.js';
import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type { UserFollowup } from './lead-codes.js';
import type { LeadId } from './lead.schema.js';
import type { ServiceType } from './service-type.js';

/** The follow-up workflow's body (designed shape). */
export type FollowUpWorkflow = {
  readonly followupType?: FollowUpCode;
  readonly userFollowup?: UserFollowup;
  readonly content?: string;
  /** YYYY-MM-DD. */
  readonly followUpDate?: string;
};

export type BulkInitiation = {
  readonly leadIds: readonly LeadId[];
  readonly serviceType?: ServiceType;
  readonly isForced?: boolean;
};

/** The workflows a lead is put through (spec 1 §7, spec 2 §7): tracks, hand-offs, follow-ups, bulk starts. */
export interface LeadWorkflowGateway {
  track(leadId: LeadId, track: WorkflowTrack): Promise<Result<void, AppError>>;
  /** The inbound-appointment workflow with the action intent the user picked. */
  inboundAppointment(leadId: LeadId, actionIntent: ActionIntent): Promise<Result<void, AppError>>;
  /** Hand-off to the general manager; spec 1 shows the parameter CQ. */
  gmHandoff(leadId: LeadId, parameter?: ComplaintCategory): Promise<Result<void, AppError>>;
  manualHandoff(leadId: LeadId): Promise<Result<void, AppError>>;
  markNoShow(leadId: LeadId): Promise<Result<void, AppError>>;
  followUp(leadId: LeadId, workflow: FollowUpWorkflow): Promise<Result<void, AppError>>;
  initiateFollowUp(leadId: LeadId, followupType: FollowUpCode): Promise<Result<void, AppError>>;
  /** Starts conversations with many leads at once ('Successfully Initiated!'). */
  initiateBulk(initiation: BulkInitiation): Promise<Result<void, AppError>>;
}
