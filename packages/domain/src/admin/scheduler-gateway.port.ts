import type { AppError } from '../errors/app-error.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { SchedulerDraft, SchedulerRecord, SchedulerRun } from './scheduler.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** The schedulers settings tab (issue 20): create, list, delete, and each scheduler's latest runs. */
export interface SchedulerGateway {
  list(query: PageWindow & { readonly enterpriseId?: number }): Answer<ListPage<SchedulerRecord>>;
  /** 'Scheduler created successfully'; 'Unable to create scheduler' with the reason. */
  create(draft: SchedulerDraft): Answer<SchedulerRecord>;
  remove(schedulerId: number): Answer<Acknowledgement>;
  runs(schedulerId: number, size: number): Answer<ListPage<SchedulerRun>>;
}
