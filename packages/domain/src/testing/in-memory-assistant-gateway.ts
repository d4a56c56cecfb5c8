import type { AppError } from '../errors/app-error.js';
import type { AssistantGateway, AssistantQuery } from '../stores/assistant-gateway.port.js';
import type { Assistant } from '../stores/assistant.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import { FailureQueue } from './server-rejection.js';

const key = (q: AssistantQuery): string => `${q.bocId}/${q.storeId}/${q.divisionId}`;

/** Assistants per BOC, store and division; a division without any answers an empty list. */
export class InMemoryAssistantGateway implements AssistantGateway {
  readonly #assistants = new Map<string, readonly Assistant[]>();
  readonly #failures = new FailureQueue<'list'>();
  /** Every query asked, for assertions (e.g. the service inbox always asks for DIV004). */
  readonly queries: AssistantQuery[] = [];

  set(query: AssistantQuery, assistants: readonly Assistant[]): void {
    this.#assistants.set(key(query), [...assistants]);
  }

  failNext(error: AppError): void {
    this.#failures.failNext('list', error);
  }

  async list(query: AssistantQuery): Promise<Result<readonly Assistant[], AppError>> {
    this.queries.push(query);
    const failure = this.#failures.take('list');
    return failure ? err(failure) : ok(this.#assistants.get(key(query)) ?? []);
  }
}
