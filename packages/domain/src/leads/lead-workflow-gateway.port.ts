import type { ConsentAnswer } from '../compliance/consent-pending.rules.js';
import { z } from 'zod';
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

/** What a control would text the customer (issue 14): asked before it goes, nothing is sent. */
export type OutboundPreviewRequest =
  | { readonly action: 'START_CONVERSATION' }
  | { readonly action: 'FOLLOW_UP'; readonly followupType: FollowUpCode }
  | { readonly action: 'ACTION_INTENT'; readonly actionIntent: ActionIntent }
  | { readonly action: 'DATE_TIME_DIALOGUE'; readonly lastMessage: string };

export const OutboundPreviewSchema = z.object({
  /** The SMS as it would go out; null when the action texts nothing. */
  text: z.string().nullable(),
  to: z.string(),
  toName: z.string(),
  /** ISO time quiet hours hold it until; null when it would go now. */
  scheduledFor: z.string().nullable(),
  /** Why it cannot be sent at all (opt-out, no mobile, empty Last Message). */
  blockedReason: z.string().nullable(),
  /** The forced-conversation warning a start would meet. */
  warning: z.string().nullable(),
});
export type OutboundPreview = z.infer<typeof OutboundPreviewSchema>;

/** The workflows a lead is put through (spec 1 §7, spec 2 §7): tracks, hand-offs, follow-ups, bulk starts. */
export interface LeadWorkflowGateway {
  track(leadId: LeadId, track: WorkflowTrack): Promise<Result<void, AppError>>;
  /** The inbound-appointment workflow with the action intent the user picked. */
  inboundAppointment(leadId: LeadId, actionIntent: ActionIntent): Promise<Result<void, AppError>>;
  /** Hand-off to the general manager; spec 1 shows the parameter CQ. */
  gmHandoff(leadId: LeadId, parameter?: ComplaintCategory): Promise<Result<void, AppError>>;
  manualHandoff(leadId: LeadId): Promise<Result<void, AppError>>;
  /** Staff's answer to a possible opt-out (issue 29): Confirm opt-out, or Not an opt-out. */
  answerPossibleOptOut(leadId: LeadId, answer: ConsentAnswer): Promise<Result<void, AppError>>;
  markNoShow(leadId: LeadId): Promise<Result<void, AppError>>;
  followUp(leadId: LeadId, workflow: FollowUpWorkflow): Promise<Result<void, AppError>>;
  initiateFollowUp(leadId: LeadId, followupType: FollowUpCode): Promise<Result<void, AppError>>;
  /** Starts conversations with many leads at once ('Successfully Initiated!'). */
  initiateBulk(initiation: BulkInitiation): Promise<Result<void, AppError>>;
  /** What the action would text and to whom, before staff confirm it. */
  previewOutbound(
    leadId: LeadId,
    request: OutboundPreviewRequest,
  ): Promise<Result<OutboundPreview, AppError>>;
}
