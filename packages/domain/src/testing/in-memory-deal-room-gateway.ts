import type { DealRoomGateway, DealRoomInvite } from '../conversation/deal-room-gateway.port.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';
import { isShownOnCallInvite } from '../conversation/message-kind.rules.js';
import type { AppError } from '../errors/app-error.js';
import type { Lead } from '../leads/lead.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import { SERVICE_INBOX_DIVISION, type Assistant } from '../stores/assistant.schema.js';
import type { InMemoryAssistantGateway } from './in-memory-assistant-gateway.js';
import type { InMemoryConversationGateway } from './in-memory-conversation-gateway.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof DealRoomGateway;

/**
 * The public deal room in memory: only invited leads open (`invite`, with its token), and the
 * customer sees only customer-facing messages (isShownOnCallInvite).
 */
export class InMemoryDealRoomGateway implements DealRoomGateway {
  readonly #failures = new FailureQueue<Operation>();
  readonly #invites = new Set<string>();

  constructor(
    private readonly sources: {
      readonly leads: InMemoryLeadGateway;
      readonly conversations: InMemoryConversationGateway;
      readonly assistants: InMemoryAssistantGateway;
    },
  ) {}

  invite(invite: DealRoomInvite): void {
    this.#invites.add(key(invite));
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  async lead(invite: DealRoomInvite): Promise<Result<Lead, AppError>> {
    const found = this.#invited('lead', invite);
    return found.ok ? ok(found.value) : found;
  }

  async history(invite: DealRoomInvite): Promise<Result<readonly MessageInstance[], AppError>> {
    const found = this.#invited('history', invite);
    if (!found.ok) return found;
    const history = await this.sources.conversations.history(invite.leadId);
    return history.ok ? ok(history.value.filter(isShownOnCallInvite)) : history;
  }

  /** The assistants of the lead's store in the Service division. */
  async assistants(invite: DealRoomInvite): Promise<Result<readonly Assistant[], AppError>> {
    const found = this.#invited('assistants', invite);
    if (!found.ok) return found;
    const lead = found.value;
    return this.sources.assistants.list({
      bocId: lead.bocMaster.id,
      storeId: lead.storeMaster.id,
      divisionId: SERVICE_INBOX_DIVISION,
    });
  }

  #invited(operation: Operation, invite: DealRoomInvite): Result<Lead, AppError> {
    const failure = this.#failures.take(operation);
    if (failure) return err(failure);
    const lead = this.sources.leads.find(invite.leadId);
    return lead && this.#invites.has(key(invite))
      ? ok(lead)
      : err(serverRejection(404, `No invitation to lead ${invite.leadId}`));
  }
}

const key = (invite: DealRoomInvite): string => `${invite.leadId}/${invite.userMasterId}/${invite.token}`;
