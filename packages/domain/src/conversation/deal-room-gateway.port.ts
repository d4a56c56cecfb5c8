import type { AppError } from '../errors/app-error.js';
import type { Lead, LeadId } from '../leads/lead.schema.js';
import type { Result } from '../shared/result.js';
import type { Assistant } from '../stores/assistant.schema.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';

/**
 * Who the deal room link was made for: the lead and the inviting user, and the invitation's token,
 * which is what opens it (issue 13: the ids alone are guessable).
 */
export type DealRoomInvite = {
  readonly leadId: LeadId;
  readonly userMasterId: number;
  readonly token: string;
};

/** The one message a link that does not open gets: old-style, expired, revoked or for another lead. */
export const LINK_NO_LONGER_VALID = 'This link is no longer valid';

/** The public deal room (spec 1 §2): calls sent without an auth header. */
export interface DealRoomGateway {
  lead(invite: DealRoomInvite): Promise<Result<Lead, AppError>>;
  /** The conversation, oldest first; on the public page a failure is logged only. */
  history(invite: DealRoomInvite): Promise<Result<readonly MessageInstance[], AppError>>;
  assistants(invite: DealRoomInvite): Promise<Result<readonly Assistant[], AppError>>;
}
