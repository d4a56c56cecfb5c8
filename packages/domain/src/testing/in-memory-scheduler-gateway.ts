import { cronShapeProblem } from '../admin/scheduler-cron.rules.js';
import { cronNeverRunsReason, storeSchedulersProblem } from '../admin/scheduler-limits.rules.js';
import type { SchedulerGateway } from '../admin/scheduler-gateway.port.js';
import { isSchedulerJob } from '../admin/scheduler-jobs.rules.js';
import type { SchedulerDraft, SchedulerRecord, SchedulerRun } from '../admin/scheduler.schema.js';
import type { AppError } from '../errors/app-error.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import { err, ok, type Result } from '../shared/result.js';
import { answerOr, inMemoryPage } from './in-memory-page.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof SchedulerGateway;
type Answer<T> = Promise<Result<T, AppError>>;

/**
 * Schedulers in memory: the server's refusals of a bad cron or job, of a day no month has and of an
 * 11th scheduler of a store (the gap between runs needs a cron library: failNext stands for it), and
 * runs a test records.
 */
export class InMemorySchedulerGateway implements SchedulerGateway {
  readonly #schedulers: SchedulerRecord[] = [];
  readonly #runs = new Map<number, SchedulerRun[]>();
  readonly #failures = new FailureQueue<Operation>();
  #nextId = 1;

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  /** A run as the server's runner records it, newest first in the history. */
  recordRun(schedulerId: number, run: Omit<SchedulerRun, 'schedulerId' | 'runId'>): void {
    const runs = this.#runs.get(schedulerId) ?? [];
    runs.unshift({ ...run, schedulerId, runId: runs.length + 1 });
    this.#runs.set(schedulerId, runs);
  }

  list(query: PageWindow & { readonly enterpriseId?: number }): Answer<ListPage<SchedulerRecord>> {
    return answerOr(this.#failures.take('list'), () =>
      ok(inMemoryPage([...this.#schedulers].reverse(), { page: query.page, size: query.size })),
    );
  }

  create(draft: SchedulerDraft): Answer<SchedulerRecord> {
    return answerOr(this.#failures.take('create'), () => {
      const ofStore = this.#schedulers.filter((s) => s.storeId === draft.storeId).length;
      const problem =
        cronShapeProblem(draft.cron) ??
        (isSchedulerJob(draft.jobType) ? null : 'unknown job') ??
        cronNeverRunsReason(draft.cron) ??
        storeSchedulersProblem(ofStore);
      if (problem) return err(serverRejection(400, `Unable to create scheduler: ${problem}`));
      const record: SchedulerRecord = {
        schedulerId: this.#nextId++,
        name: draft.name,
        cron: draft.cron,
        jobType: draft.jobType,
        enterpriseId: 1,
        storeId: draft.storeId,
        enabled: true,
        storeName: `Store ${draft.storeId}`,
        timeZone: 'America/New_York',
        nextRunAt: null,
      };
      this.#schedulers.push(record);
      return ok(record);
    });
  }

  remove(schedulerId: number): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('remove'), () => {
      const index = this.#schedulers.findIndex((s) => s.schedulerId === schedulerId);
      if (index < 0) return err(serverRejection(404, 'Scheduler not found.'));
      this.#schedulers.splice(index, 1);
      return ok({ message: 'Successfully Deleted' });
    });
  }

  runs(schedulerId: number, size: number): Answer<ListPage<SchedulerRun>> {
    return answerOr(this.#failures.take('runs'), () =>
      ok(inMemoryPage((this.#runs.get(schedulerId) ?? []).slice(0, size))),
    );
  }
}
