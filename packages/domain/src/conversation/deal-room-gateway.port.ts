import type { AppError } from '../errors/app-error.js';
import type { Lead, LeadId } from '../leads/lead.schema.js';
import type { Result } from '../shared/result.js';
import type { Assistant } from '../stores/assistant.schema.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';

/** Who the deal room link was made for: the lead and the inviting user. */
export type DealRoomInvite = { readonly leadId: LeadId; readonly userMasterId: number };

/** The public deal room (spec 1 §2): calls sent without an auth header. */
export interface DealRoomGateway {
  lead(invite: DealRoomInvite): Promise<Result<Lead, AppError>>;
  /** The conversation, oldest first; on the public page a failure is logged only. */
  history(invite: DealRoomInvite): Promise<Result<readonly MessageInstance[], AppError>>;
  assistants(invite: DealRoomInvite): Promise<Result<readonly Assistant[], AppError>>;
}
