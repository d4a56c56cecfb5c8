import type { AppError } from '../errors/app-error.js';
import type { OutgoingMessage } from './outgoing-message.schema.js';
import type { Result } from '../shared/result.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { SetResponseTimePayload } from './set-response-time.js';
import type {
  ChatToken,
  InboundVehicleDetails,
  IntentDetails,
  PickedFile,
  UploadedFile,
} from './conversation-tools.schema.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';

/** A lead's conversation on the server. */
export interface ConversationGateway {
  history(leadId: LeadId): Promise<Result<readonly MessageInstance[], AppError>>;
  send(message: OutgoingMessage): Promise<Result<MessageInstance, AppError>>;
  markRead(leadId: LeadId, lastReadMessageInstanceId: number): Promise<Result<void, AppError>>;
  /** The conversation as plain text, for download. */
  transcript(leadId: LeadId): Promise<Result<string, AppError>>;
  /** The intents detected in a customer message (Show Intents). */
  intentDetails(leadId: LeadId, messageId: number): Promise<Result<IntentDetails, AppError>>;
  /** Staff's classification code for a customer's reply (its own code confirms it; issue 17). */
  correctClassification(
    leadId: LeadId,
    messageId: number,
    code: string,
  ): Promise<Result<IntentDetails, AppError>>;
  /** Stores a file for the conversation; its URL is then sent as the message's media. */
  uploadFile(leadId: LeadId, file: PickedFile): Promise<Result<UploadedFile, AppError>>;
  /** The set-response-time call ('Message Response Successfully Updated'). */
  setResponseTime(payload: SetResponseTimePayload): Promise<Result<void, AppError>>;
  chatToken(): Promise<Result<ChatToken, AppError>>;
  saveInboundVehicleDetails(details: InboundVehicleDetails): Promise<Result<void, AppError>>;
}
