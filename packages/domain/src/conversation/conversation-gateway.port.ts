import type { AppError } from '../errors/app-error.js';
import type { OutgoingMessage } from '../messaging/outgoing-message.schema.js';
import type { Result } from '../shared/result.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { MessageInstance } from './message-instance.schema.js';

/** A lead's conversation on the server. */
export interface ConversationGateway {
  history(leadId: LeadId): Promise<Result<readonly MessageInstance[], AppError>>;
  send(message: OutgoingMessage): Promise<Result<MessageInstance, AppError>>;
  markRead(leadId: LeadId, lastReadMessageInstanceId: number): Promise<Result<void, AppError>>;
}
