import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { Result } from '../shared/result.js';

export type StartConversationRequest = { readonly id: LeadId; readonly isForced: boolean };

/** Starting a conversation with a customer (spec 1 §4; the call's path is not shown). */
export interface ConversationStarter {
  /** Answers the interaction that is now active; a refusal carries the server's status and message. */
  start(request: StartConversationRequest): Promise<Result<LeadId, AppError>>;
}
