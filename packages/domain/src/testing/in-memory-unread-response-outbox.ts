import type { AppError } from '../errors/app-error.js';
import { LeadIdSchema } from '../leads/lead.schema.js';
import type { StoredUnreadResponse, UnreadResponseOutbox } from '../flows/idle-sign-out.port.js';
import { err, ok, type Result } from '../shared/result.js';
import type { InMemoryConversationGateway } from './in-memory-conversation-gateway.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

/** A stored unread-message response: the message id and its lead, as the browser keeps them. */
export type UnreadResponseRecord = StoredUnreadResponse & { readonly id: number; readonly leadId: number };

/**
 * The unread-message responses kept in the browser, reported one by one at idle sign-out. Reporting
 * one marks its conversation read up to that message (PUT read) and drops it from the store.
 */
export class InMemoryUnreadResponseOutbox implements UnreadResponseOutbox {
  readonly #stored: UnreadResponseRecord[];
  readonly #failures = new FailureQueue<'report'>();

  constructor(
    private readonly conversations: InMemoryConversationGateway,
    stored: readonly UnreadResponseRecord[] = [],
  ) {
    this.#stored = [...stored];
  }

  failNext(error: AppError): void {
    this.#failures.failNext('report', error);
  }

  async stored(): Promise<readonly StoredUnreadResponse[]> {
    return [...this.#stored];
  }

  async report(response: StoredUnreadResponse): Promise<Result<void, AppError>> {
    const failure = this.#failures.take('report');
    if (failure) return err(failure);
    const leadId = LeadIdSchema.safeParse(response['leadId']);
    if (!leadId.success) return err(serverRejection(400, 'futureServiceInteractionId must be 1 or more'));
    const read = await this.conversations.markRead(leadId.data, Number(response.id));
    if (!read.ok) return read;
    const index = this.#stored.findIndex((entry) => entry.id === response.id);
    if (index >= 0) this.#stored.splice(index, 1);
    return ok(undefined);
  }
}
