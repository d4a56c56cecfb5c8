import { isInternal } from '../leads/message-instance.schema.js';
import type { AppError } from '../errors/app-error.js';
import type { InterventionGateway } from '../flows/intervention.port.js';
import type { LogModeGateway } from '../flows/log-mode.port.js';
import type { MessageArchive } from '../flows/message-archive.port.js';
import type { LeadId } from '../leads/lead.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import type { InMemoryConversationGateway } from './in-memory-conversation-gateway.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = 'setLogModeResponse' | 'enableLogMode' | 'archive' | 'intervene';

/**
 * The per-message flow calls of a conversation in memory (log mode, archive, intervene), writing to
 * the conversation fake's messages so the history shows their effect as the server's would.
 */
export class InMemoryMessageFlows implements LogModeGateway, MessageArchive, InterventionGateway {
  readonly #failures = new FailureQueue<Operation>();
  /** Leads with log mode on. */
  readonly logModeLeads = new Set<number>();
  /** Internal notes staff stepped in on, as `${leadId}/${noteId}`. */
  readonly interventions: string[] = [];

  constructor(
    private readonly conversations: InMemoryConversationGateway,
    private readonly leads?: InMemoryLeadGateway,
  ) {}

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  /** The message's log-mode response becomes valid (true) or not (false). */
  async setLogModeResponse(messageId: number, valid: boolean): Promise<Result<void, AppError>> {
    const refused = this.#failures.take('setLogModeResponse') ?? this.#unknownMessage(messageId);
    if (refused) return err(refused);
    this.conversations.updateMessage(messageId, (m) => ({ ...m, validLogMode: valid }));
    return ok(undefined);
  }

  /** Log mode goes on for the lead; a given message awaits its confirmation (validLogMode null). */
  async enableLogMode(leadId: LeadId, messageId?: number): Promise<Result<void, AppError>> {
    const refused =
      this.#failures.take('enableLogMode') ??
      this.leads?.unknown(leadId) ??
      (messageId === undefined ? undefined : this.#unknownMessage(messageId, leadId));
    if (refused) return err(refused);
    this.logModeLeads.add(leadId);
    if (messageId !== undefined) {
      this.conversations.updateMessage(messageId, (m) => ({ ...m, validLogMode: null }));
    }
    return ok(undefined);
  }

  async archive(messageInstanceId: number): Promise<Result<void, AppError>> {
    const refused = this.#failures.take('archive') ?? this.#unknownMessage(messageInstanceId);
    if (refused) return err(refused);
    this.conversations.updateMessage(messageInstanceId, (m) => ({ ...m, archived: true }));
    return ok(undefined);
  }

  /**
   * Only an internal note of the lead can be stepped in on: its window closes (it awaits approval),
   * or with `discard` it is settled as discarded, as the server does (issue 14).
   */
  async intervene(
    leadId: LeadId,
    noteId: number,
    options: { readonly discard?: boolean } = {},
  ): Promise<Result<void, AppError>> {
    const note = this.conversations.findMessage(noteId);
    const refused =
      this.#failures.take('intervene') ??
      this.leads?.unknown(leadId) ??
      this.#unknownMessage(noteId, leadId) ??
      (note && isInternal(note)
        ? undefined
        : serverRejection(400, `Message ${noteId} is not an internal note`));
    if (refused) return err(refused);
    this.interventions.push(`${leadId}/${noteId}${options.discard ? '/discard' : ''}`);
    this.conversations.updateMessage(noteId, (m) =>
      options.discard
        ? {
            ...m,
            responseReqd: false,
            interveneUntil: null,
            heldReplyOutcome: m.responseReqd ? 'DISCARDED' : (m.heldReplyOutcome ?? null),
          }
        : { ...m, interveneUntil: null },
    );
    return ok(undefined);
  }

  #unknownMessage(messageId: number, leadId?: number): AppError | undefined {
    const message = this.conversations.findMessage(messageId);
    const found = message && (leadId === undefined || message.jaguarFutureServiceInteractionId === leadId);
    return found ? undefined : serverRejection(404, `No message ${messageId}`);
  }
}
