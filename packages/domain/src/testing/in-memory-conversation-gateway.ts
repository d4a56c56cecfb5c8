import type { ConversationGateway } from '../conversation/conversation-gateway.port.js';
import type {
  ChatToken,
  InboundVehicleDetails,
  IntentDetails,
  PickedFile,
  UploadedFile,
} from '../conversation/conversation-tools.schema.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { AppError } from '../errors/app-error.js';
import type { SetResponseTimePayload } from '../conversation/set-response-time.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { OutgoingMessage } from '../conversation/outgoing-message.schema.js';
import { systemClock, type Clock } from '../shared/clock.port.js';
import { err, ok, type Result } from '../shared/result.js';
import { inboundVehicleChange, NO_INTENTS, sendRefusal, transcriptOf } from './conversation-extras.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { nextId } from './paging.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

export type ConversationOperation =
  | 'history'
  | 'send'
  | 'markRead'
  | 'transcript'
  | 'intentDetails'
  | 'correctClassification'
  | 'uploadFile'
  | 'setResponseTime'
  | 'chatToken'
  | 'saveInboundVehicleDetails';

export type InMemoryConversationOptions = {
  readonly clock?: Clock;
  /** When given, unknown leads answer 404, opted-out customers are refused and the lead records are kept current. */
  readonly leads?: InMemoryLeadGateway;
  readonly messages?: readonly MessageInstance[];
  /** The chat identity tokens are issued for. */
  readonly identity?: string;
};

const oldestFirst = (a: MessageInstance, b: MessageInstance): number =>
  Date.parse(a.createdOn) - Date.parse(b.createdOn) || a.id - b.id;

/** Conversations in memory, answering as the server does (openapi messaging operations). */
export class InMemoryConversationGateway implements ConversationGateway {
  readonly #messages: MessageInstance[];
  readonly #clock: Clock;
  readonly #leads: InMemoryLeadGateway | undefined;
  readonly #identity: string;
  readonly #failures = new FailureQueue<ConversationOperation>();
  readonly #intents = new Map<number, IntentDetails>();
  #uploads = 0;
  /** Every payload `send` received, refused or not, for assertions. */
  readonly sendRequests: OutgoingMessage[] = [];
  /** Response times set, by message (or lead) id, as DD-MM-YYYY HH:mm:ss. */
  readonly responseTimes = new Map<number, string>();

  constructor(options: InMemoryConversationOptions = {}) {
    this.#messages = [...(options.messages ?? [])];
    this.#clock = options.clock ?? systemClock;
    this.#leads = options.leads;
    this.#identity = options.identity ?? 'torque-user';
  }

  failNext(operation: ConversationOperation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  messages(): MessageInstance[] {
    return [...this.#messages];
  }

  findMessage(messageId: number): MessageInstance | undefined {
    return this.#messages.find((m) => m.id === messageId);
  }

  /** Applies a change to a stored message, as the server does on writes; unknown ids change nothing. */
  updateMessage(messageId: number, change: (message: MessageInstance) => MessageInstance): boolean {
    const index = this.#messages.findIndex((m) => m.id === messageId);
    const current = this.#messages[index];
    if (current) this.#messages[index] = change(current);
    return current !== undefined;
  }

  /** The intents the Show Intents modal lists for a message. */
  /** A message the server stored meanwhile (a customer's text, another user's send), as given. */
  store(message: MessageInstance): void {
    this.#messages.push(message);
  }

  setIntentDetails(messageId: number, details: IntentDetails): void {
    this.#intents.set(messageId, details);
  }

  async history(leadId: LeadId): Promise<Result<readonly MessageInstance[], AppError>> {
    const refused = this.#failures.take('history') ?? this.#unknownLead(leadId);
    return refused ? err(refused) : ok(this.#of(leadId));
  }

  /** Stores the message as 'queued' with the next id, like a carrier hand-off that has not reported yet. */
  async send(message: OutgoingMessage): Promise<Result<MessageInstance, AppError>> {
    this.sendRequests.push(message);
    const refused = this.#failures.take('send') ?? sendRefusal(message, this.#leads);
    if (refused) return err(refused);
    const stored: MessageInstance = {
      id: nextId(this.#messages.map((m) => m.id)),
      jaguarFutureServiceInteractionId: message.jaguarFutureServiceInteractionId,
      content: message.content,
      createdOn: this.#clock.now().toISOString(),
      direction: message.direction,
      messageType: message.messageType,
      notificationType: message.notificationType,
      messageStatus: 'queued',
      errors: null,
      archived: false,
      fromName: message.fromName ?? null,
      toName: message.toName ?? null,
      subject: message.subject ?? null,
      mediaUrls: message.mediaUrl ? [message.mediaUrl] : [],
    };
    this.#messages.push(stored);
    this.#leads?.update(stored.jaguarFutureServiceInteractionId, (lead) => ({
      ...lead,
      latestMessage: stored,
      lastMessageId: stored.id,
      conversationInitiated: true,
    }));
    return ok(stored);
  }

  /** Reading a conversation zeroes its lead's unread count (spec 1 §4). */
  async markRead(leadId: LeadId, lastReadMessageInstanceId: number): Promise<Result<void, AppError>> {
    const refused = this.#failures.take('markRead') ?? this.#unknownLead(leadId);
    if (refused) return err(refused);
    if (!Number.isInteger(lastReadMessageInstanceId) || lastReadMessageInstanceId < 1) {
      return err(serverRejection(400, 'lastReadMessageInstanceId must be 1 or more'));
    }
    this.#leads?.update(leadId, (lead) => ({ ...lead, totalUnreadCount: 0 }));
    return ok(undefined);
  }

  async transcript(leadId: LeadId): Promise<Result<string, AppError>> {
    const refused = this.#failures.take('transcript') ?? this.#unknownLead(leadId);
    return refused ? err(refused) : ok(transcriptOf(this.#of(leadId)));
  }

  async intentDetails(leadId: LeadId, messageId: number): Promise<Result<IntentDetails, AppError>> {
    const message = this.findMessage(messageId);
    const refused =
      this.#failures.take('intentDetails') ??
      this.#unknownLead(leadId) ??
      (message?.jaguarFutureServiceInteractionId === leadId
        ? undefined
        : serverRejection(404, `No message ${messageId} in lead ${leadId}`));
    return refused ? err(refused) : ok(this.#intents.get(messageId) ?? NO_INTENTS);
  }

  /** Records the code as the server does: on a reply the assistant read, counted in the classifier check. */
  async correctClassification(
    leadId: LeadId,
    messageId: number,
    code: string,
  ): Promise<Result<IntentDetails, AppError>> {
    const details = this.#intents.get(messageId);
    const refused =
      this.#failures.take('correctClassification') ??
      this.#unknownLead(leadId) ??
      (details?.classification
        ? undefined
        : serverRejection(404, 'The assistant did not read this message.'));
    if (refused || !details?.classification) return err(refused!);
    const check = details.classifierCheck ?? { checked: 0, agreed: 0 };
    const previous = details.classification.correctedCode;
    const corrected: IntentDetails = {
      ...details,
      classification: {
        ...details.classification,
        correctedCode: code,
        correctedBy: 'You',
        correctedAt: this.#clock.now().toISOString(),
      },
      // As the server counts: a reply checked again counts once, by staff's latest word.
      classifierCheck: {
        checked: check.checked + (previous === null ? 1 : 0),
        agreed:
          check.agreed -
          (previous === details.classification.code ? 1 : 0) +
          (code === details.classification.code ? 1 : 0),
      },
    };
    this.#intents.set(messageId, corrected);
    return ok(corrected);
  }

  async uploadFile(leadId: LeadId, file: PickedFile): Promise<Result<UploadedFile, AppError>> {
    const refused = this.#failures.take('uploadFile') ?? this.#unknownLead(leadId);
    if (refused) return err(refused);
    this.#uploads += 1;
    return ok({
      url: `/uploads/${leadId}/${this.#uploads}/${encodeURIComponent(file.name)}`,
      fileName: file.name,
    });
  }

  async setResponseTime(payload: SetResponseTimePayload): Promise<Result<void, AppError>> {
    const known = this.findMessage(payload.id) !== undefined || this.#leads?.find(payload.id) !== undefined;
    const refused =
      this.#failures.take('setResponseTime') ??
      (known ? undefined : serverRejection(404, `No message ${payload.id}`));
    if (refused) return err(refused);
    this.responseTimes.set(payload.id, payload.msgDateTime);
    return ok(undefined);
  }

  async chatToken(): Promise<Result<ChatToken, AppError>> {
    const refused = this.#failures.take('chatToken');
    return refused
      ? err(refused)
      : ok({ token: `chat-${this.#clock.now().getTime()}`, identity: this.#identity });
  }

  /** Vehicle details from an inbound conversation land on the lead's service vehicle. */
  async saveInboundVehicleDetails(details: InboundVehicleDetails): Promise<Result<void, AppError>> {
    const refused = this.#failures.take('saveInboundVehicleDetails') ?? this.#unknownLead(details.leadId);
    if (refused) return err(refused);
    this.#leads?.update(details.leadId, (lead) => inboundVehicleChange(lead, details));
    return ok(undefined);
  }

  #of(leadId: number): MessageInstance[] {
    return this.#messages.filter((m) => m.jaguarFutureServiceInteractionId === leadId).sort(oldestFirst);
  }

  #unknownLead(leadId: number): AppError | undefined {
    return this.#leads?.unknown(leadId);
  }
}
