import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type { DealStatus, ResponseInsight, UserFollowup } from './lead-codes.js';
import type { LeadStage } from './lead-stage.js';
import type { PreStatus, ResponseRequiredStatus } from './lead-status.schema.js';
import type { LeadId } from './lead.schema.js';

/** The lead-manager tracker: stage, outcome reason and follow-up (spec 2 §4). */
export type LeadTrackerUpdate = {
  readonly id: LeadId;
  readonly stage?: LeadStage;
  /** An outcome reason allowed for the stage (outcomeReasonsFor). */
  readonly reason?: string;
  readonly userFollowup?: UserFollowup;
  readonly dealStatus?: DealStatus;
  readonly responseInsight?: ResponseInsight;
};

export type LeadMetadata = Readonly<Record<string, string | null>>;

/**
 * The flags and tracker of one lead (spec 1 §4, spec 2 §4 lead updates). A successful update is what
 * the caller applies locally with the lead-flags updaters (withAiEnabled, ...).
 */
export interface LeadFlagsGateway {
  /** The AI toggle (update-ai-enabled). */
  setAiEnabled(leadId: LeadId, aiEnabled: boolean): Promise<Result<void, AppError>>;
  setAppointmentSet(leadId: LeadId, appointmentSet: boolean): Promise<Result<void, AppError>>;
  setConversationClosed(leadId: LeadId, conversationClosed: boolean): Promise<Result<void, AppError>>;
  responseRequired(leadId: LeadId): Promise<Result<ResponseRequiredStatus, AppError>>;
  /** Sets or clears response required, with the kind of response when set. */
  setResponseRequired(leadId: LeadId, responseReqd: boolean, type?: string): Promise<Result<void, AppError>>;
  preStatus(leadId: LeadId): Promise<Result<PreStatus, AppError>>;
  updateMetadata(leadId: LeadId, metadata: LeadMetadata): Promise<Result<void, AppError>>;
  updateTracker(update: LeadTrackerUpdate): Promise<Result<void, AppError>>;
}
