import {
  AcknowledgementSchema,
  SchedulerRecordPageSchema,
  SchedulerRecordSchema,
  SchedulerRunPageSchema,
  type Acknowledgement,
  type AppError,
  type ListPage,
  type PageWindow,
  type Result,
  type SchedulerDraft,
  type SchedulerGateway,
  type SchedulerRecord,
  type SchedulerRun,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** The schedulers settings tab (issue 20): `/api/scheduler` and a scheduler's runs. */
export class HttpSchedulerGateway implements SchedulerGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  list(query: PageWindow & { readonly enterpriseId?: number }): Answer<ListPage<SchedulerRecord>> {
    return callApi(
      () => this.client.GET('/api/scheduler', { params: { query: { ...query } } }),
      SchedulerRecordPageSchema,
      this.options,
    );
  }

  create(draft: SchedulerDraft): Answer<SchedulerRecord> {
    return callApi(
      () => this.client.POST('/api/scheduler', { body: { ...draft } }),
      SchedulerRecordSchema,
      this.options,
    );
  }

  remove(schedulerId: number): Answer<Acknowledgement> {
    return callApi(
      () => this.client.DELETE('/api/scheduler/{schedulerId}', { params: { path: { schedulerId } } }),
      AcknowledgementSchema,
      this.options,
    );
  }

  runs(schedulerId: number, size: number): Answer<ListPage<SchedulerRun>> {
    return callApi(
      () =>
        this.client.GET('/api/scheduler/{schedulerId}/runs', {
          params: { path: { schedulerId }, query: { size } },
        }),
      SchedulerRunPageSchema,
      this.options,
    );
  }
}
