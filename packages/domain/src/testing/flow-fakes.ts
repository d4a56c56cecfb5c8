import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import { FailureQueue } from './server-rejection.js';
import type { ConversationStarter, StartConversationRequest } from '../flows/conversation-starter.port.js';
import type { DtDialogPayload } from '../flows/dt-dialog.payload.js';
import type { DtDialogGateway } from '../flows/dt-dialog.port.js';
import type { IdleSignOutPorts, StoredUnreadResponse } from '../flows/idle-sign-out.port.js';
import type { InterventionGateway } from '../flows/intervention.port.js';
import type { LogModeGateway } from '../flows/log-mode.port.js';
import type { MessageArchive } from '../flows/message-archive.port.js';

/**
 * Recording fakes of the flow ports for tests: every call lands in `calls` (in order, shared when a
 * test passes one log to several fakes) and `failNext` makes the next call of an operation fail.
 */
export type CallLog = string[];

class Recorder<Operation extends string> {
  readonly #failures = new FailureQueue<Operation>();
  constructor(readonly calls: CallLog = []) {}

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  protected answer<T>(operation: Operation, call: string, value: T): Promise<Result<T, AppError>> {
    this.calls.push(call);
    const failure = this.#failures.take(operation);
    return Promise.resolve(failure ? err(failure) : ok(value));
  }
}

export class FakeLogModeGateway
  extends Recorder<'setLogModeResponse' | 'enableLogMode'>
  implements LogModeGateway
{
  setLogModeResponse(messageId: number, valid: boolean) {
    return this.answer('setLogModeResponse', `setLogModeResponse(${messageId}, ${valid})`, undefined);
  }
  enableLogMode(leadId: LeadId, messageId?: number) {
    return this.answer('enableLogMode', `enableLogMode(${leadId}, ${messageId ?? '-'})`, undefined);
  }
}

export class FakeInterventionGateway extends Recorder<'intervene'> implements InterventionGateway {
  intervene(leadId: LeadId, noteId: number, options: { readonly discard?: boolean } = {}) {
    const discard = options.discard ? ', discard' : '';
    return this.answer('intervene', `intervene(${leadId}, ${noteId}${discard})`, undefined);
  }
}

export class FakeConversationStarter extends Recorder<'start'> implements ConversationStarter {
  readonly requests: StartConversationRequest[] = [];
  constructor(readonly startedId: (request: StartConversationRequest) => LeadId = (r) => r.id) {
    super();
  }
  start(request: StartConversationRequest) {
    this.requests.push(request);
    return this.answer('start', `start(${request.id}, forced=${request.isForced})`, this.startedId(request));
  }
}

export class FakeDtDialogGateway extends Recorder<'send'> implements DtDialogGateway {
  readonly payloads: DtDialogPayload[] = [];
  send(payload: DtDialogPayload) {
    this.payloads.push(payload);
    return this.answer('send', `dtDialog(${JSON.stringify(payload)})`, undefined);
  }
}

export class FakeMessageArchive extends Recorder<'archive'> implements MessageArchive {
  archive(messageInstanceId: number) {
    return this.answer('archive', `archive(${messageInstanceId})`, undefined);
  }
}

/** The browser side of idle sign-out: stored responses, wiping and reloading, all logged in `calls`. */
export function fakeIdleSignOutPorts(
  stored: readonly StoredUnreadResponse[],
  failingIds: ReadonlySet<unknown> = new Set(),
) {
  const calls: CallLog = [];
  const ports: IdleSignOutPorts = {
    outbox: {
      stored: () => Promise.resolve([...stored]),
      report: (response) => {
        calls.push(`report(${String(response.id)})`);
        return Promise.resolve(
          failingIds.has(response.id)
            ? err({ code: 'SERVER_REJECTED', message: 'Server Error!', tone: 'warning' as const })
            : ok(undefined),
        );
      },
    },
    wiper: {
      clearSession: () => void calls.push('clearSession'),
      clearLocalStorage: () => void calls.push('clearLocalStorage'),
      clearLocalDatabase: () => Promise.resolve(void calls.push('clearLocalDatabase')),
    },
    page: { reload: () => void calls.push('reload') },
  };
  return { ports, calls };
}

/** The events a pure `transition` would emit (xstate types them by name; at run time they are 'xstate.emit'). */
export function emittedBy<E>(actions: readonly unknown[]): E[] {
  return (actions as readonly { type: string; params?: unknown }[]).flatMap((a) =>
    a.type === 'xstate.emit' ? [(a.params as { event: E }).event] : [],
  );
}

/** The actors a pure `transition` would start: their invoke id, logic name and input. */
export function invokedBy(actions: readonly unknown[]): { id: string; src: unknown; input: unknown }[] {
  return (actions as readonly { type: string; params?: unknown }[]).flatMap((a) => {
    if (a.type !== 'xstate.spawnChild') return [];
    const { id, src, input } = a.params as { id: string; src: unknown; input: unknown };
    return [{ id, src, input }];
  });
}

/**
 * The event an invoked actor sends back when it finishes, for driving machines with pure `transition`.
 * Typed `never` so it fits any machine's event parameter.
 */
export const actorDone = (invokeId: string, output?: unknown): never =>
  ({ type: `xstate.done.actor.${invokeId}`, output }) as never;

export const actorFailed = (invokeId: string, error: unknown): never =>
  ({ type: `xstate.error.actor.${invokeId}`, error }) as never;
