import type { AppError } from '../errors/app-error.js';
import type { BulkConversationGateway } from '../messaging/bulk-conversation-gateway.port.js';
import type {
  BulkConversationFailure,
  BulkConversationFailurePage,
  BulkConversationStatus,
} from '../messaging/bulk-conversation.schema.js';
import { systemClock, type Clock } from '../shared/clock.port.js';
import { err, ok, type Result } from '../shared/result.js';
import { pageOf, pageRefusal } from './paging.js';
import { FailureQueue } from './server-rejection.js';

type Operation = keyof BulkConversationGateway;

/**
 * A bulk conversation run in memory: `record` counts a send as sent or failed on the clock's day.
 * The status is the latest day's run; today's figures are zero until something is recorded today.
 */
export class InMemoryBulkConversationGateway implements BulkConversationGateway {
  readonly #failures = new FailureQueue<Operation>();
  readonly #days = new Map<string, { total: number; sent: number; failed: number }>();
  readonly #failed: BulkConversationFailure[] = [];

  constructor(private readonly clock: Clock = systemClock) {}

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  /** One send of the run: a failure carries its lead and error. */
  record(
    outcome: { sent: true } | { sent: false; failure: BulkConversationFailure },
    date = this.#today(),
  ): void {
    const day = this.#days.get(date) ?? { total: 0, sent: 0, failed: 0 };
    this.#days.set(date, {
      total: day.total + 1,
      sent: day.sent + (outcome.sent ? 1 : 0),
      failed: day.failed + (outcome.sent ? 0 : 1),
    });
    if (!outcome.sent) this.#failed.push(outcome.failure);
  }

  async status(): Promise<Result<BulkConversationStatus, AppError>> {
    const failure = this.#failures.take('status');
    if (failure) return err(failure);
    const latest = [...this.#days.keys()].sort().at(-1) ?? this.#today();
    return ok(this.#figures(latest));
  }

  async today(): Promise<Result<BulkConversationStatus, AppError>> {
    const failure = this.#failures.take('today');
    return failure ? err(failure) : ok(this.#figures(this.#today()));
  }

  async failures(page: number, size: number): Promise<Result<BulkConversationFailurePage, AppError>> {
    const refused = this.#failures.take('failures') ?? pageRefusal(page, size);
    return refused ? err(refused) : ok(pageOf(this.#failed, page, size));
  }

  #figures(date: string): BulkConversationStatus {
    const day = this.#days.get(date) ?? { total: 0, sent: 0, failed: 0 };
    const status = day.total === 0 ? 'NOT_STARTED' : day.failed > 0 ? 'COMPLETED_WITH_FAILURES' : 'COMPLETED';
    return { date, ...day, status };
  }

  #today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }
}
