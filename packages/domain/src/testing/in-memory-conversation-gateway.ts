import type { ConversationGateway } from '../conversation/conversation-gateway.port.js';
import type { MessageInstance } from '../conversation/message-instance.schema.js';
import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import { isLeadSmsBlocked, OPTED_OUT_MESSAGE } from '../leads/opt-out.rules.js';
import { OutgoingMessageSchema, type OutgoingMessage } from '../messaging/outgoing-message.schema.js';
import { systemClock, type Clock } from '../shared/clock.port.js';
import { err, ok, type Result } from '../shared/result.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = 'history' | 'send' | 'markRead';

export type InMemoryConversationOptions = {
  readonly clock?: Clock;
  /** When given, unknown leads answer 404, opted-out customers are refused and the lead records are kept current. */
  readonly leads?: InMemoryLeadGateway;
  readonly messages?: readonly MessageInstance[];
};

const oldestFirst = (a: MessageInstance, b: MessageInstance): number =>
  Date.parse(a.createdOn) - Date.parse(b.createdOn) || a.id - b.id;

/** Conversations in memory, answering as the server does (openapi messaging operations). */
export class InMemoryConversationGateway implements ConversationGateway {
  readonly #messages: MessageInstance[];
  readonly #clock: Clock;
  readonly #leads: InMemoryLeadGateway | undefined;
  readonly #failures = new FailureQueue<Operation>();
  /** Every payload `send` received, refused or not, for assertions. */
  readonly sendRequests: OutgoingMessage[] = [];

  constructor(options: InMemoryConversationOptions = {}) {
    this.#messages = [...(options.messages ?? [])];
    this.#clock = options.clock ?? systemClock;
    this.#leads = options.leads;
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  messages(): MessageInstance[] {
    return [...this.#messages];
  }

  async history(leadId: LeadId): Promise<Result<readonly MessageInstance[], AppError>> {
    const refused = this.#failures.take('history') ?? this.#unknownLead(leadId);
    if (refused) return err(refused);
    return ok(this.#messages.filter((m) => m.jaguarFutureServiceInteractionId === leadId).sort(oldestFirst));
  }

  /** Stores the message as 'queued' with the next id, like a carrier hand-off that has not reported yet. */
  async send(message: OutgoingMessage): Promise<Result<MessageInstance, AppError>> {
    this.sendRequests.push(message);
    const refused = this.#failures.take('send') ?? this.#refusal(message);
    if (refused) return err(refused);
    const stored: MessageInstance = {
      id: Math.max(0, ...this.#messages.map((m) => m.id)) + 1,
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
      mediaUrls: [],
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

  #unknownLead(leadId: number): AppError | undefined {
    return this.#leads && !this.#leads.find(leadId) ? serverRejection(404, `No lead ${leadId}`) : undefined;
  }

  #refusal(message: OutgoingMessage): AppError | undefined {
    const parsed = OutgoingMessageSchema.safeParse(message);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return serverRejection(400, `${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const unknown = this.#unknownLead(message.jaguarFutureServiceInteractionId);
    if (unknown) return unknown;
    const lead = this.#leads?.find(message.jaguarFutureServiceInteractionId);
    if (lead && message.messageType === 'SMS' && isLeadSmsBlocked(lead))
      return serverRejection(400, OPTED_OUT_MESSAGE);
    return undefined;
  }
}
