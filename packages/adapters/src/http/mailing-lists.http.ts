import {
  err,
  firstErrorEntry,
  ListTextPreviewSchema,
  mailingListCreateFailure,
  MailingListAudienceSchema,
  MailingListBulkResultSchema,
  MailingListEntryPageSchema,
  MailingListEntrySchema,
  MailingListPageSchema,
  MailingListSchema,
  type AppError,
  type ListTextPreview,
  type ListTextRequest,
  type MailingList,
  type MailingListAudience,
  type MailingListBulkResult,
  type MailingListEntry,
  type MailingListGateway,
  type NewMailingListEntries,
  type NewMailingListEntry,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { acknowledged, defined, picked } from './call-helpers.js';

/** A tenant's mailing lists and entries (spec 1 §5). */
export class HttpMailingListGateway implements MailingListGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  /**
   * Spec 1 §8: a refused create reads 'List Should Start With LIST-' when the first error says
   * 'should begin with', otherwise 'Server Error!'. A 401 still signs out; no answer at all keeps
   * the central 'Server is not responding'.
   */
  async create(tenantId: number, code: string): Promise<Result<MailingList, AppError>> {
    const answer = await this.client
      .POST('/mailinglist', { body: { code, tenantId } })
      .catch(() => undefined);
    const status = answer?.response.status;
    if (answer && !answer.response.ok && status !== 401) {
      return err(mailingListCreateFailure(firstErrorEntry(answer.error), status));
    }
    return callApi(
      async () => {
        if (!answer) throw new TypeError('no answer');
        return answer;
      },
      MailingListSchema,
      this.options,
    );
  }

  lists(tenantId: number): Promise<Result<readonly MailingList[], AppError>> {
    const page = callApi(
      () => this.client.GET('/mailinglist', { params: { query: { tenantId } } }),
      MailingListPageSchema,
      this.options,
    );
    return picked(page, (found) => found.data);
  }

  delete(tenantId: number, mailingListMasterId: number): Promise<Result<void, AppError>> {
    return acknowledged(
      () => this.client.DELETE('/mailinglist', { params: { query: { tenantId, mailingListMasterId } } }),
      this.options,
    );
  }

  addEntry(entry: NewMailingListEntry): Promise<Result<MailingListEntry, AppError>> {
    return callApi(
      () => this.client.POST('/mailinglist/details', { body: defined({ ...entry }) }),
      MailingListEntrySchema,
      this.options,
    );
  }

  entries(
    tenantId: number,
    mailingListMasterId: number,
  ): Promise<Result<readonly MailingListEntry[], AppError>> {
    const page = callApi(
      () => this.client.GET('/mailinglist/details', { params: { query: { tenantId, mailingListMasterId } } }),
      MailingListEntryPageSchema,
      this.options,
    );
    return picked(page, (found) => found.data);
  }

  deleteEntry(tenantId: number, mailingListDetailsId: number): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.DELETE('/mailinglist/details', { params: { query: { tenantId, mailingListDetailsId } } }),
      this.options,
    );
  }

  addEntries(request: NewMailingListEntries): Promise<Result<MailingListBulkResult, AppError>> {
    const body = {
      tenantId: request.tenantId,
      mailingListMasterId: request.mailingListMasterId,
      entries: request.entries.map((entry) => defined({ ...entry })),
    };
    return callApi(
      () => this.client.POST('/mailinglist/details/bulk', { body }),
      MailingListBulkResultSchema,
      this.options,
    );
  }

  audience(tenantId: number, mailingListMasterId: number): Promise<Result<MailingListAudience, AppError>> {
    return callApi(
      () =>
        this.client.GET('/mailinglist/audience', { params: { query: { tenantId, mailingListMasterId } } }),
      MailingListAudienceSchema,
      this.options,
    );
  }

  previewText(request: ListTextRequest): Promise<Result<ListTextPreview, AppError>> {
    return callApi(
      () => this.client.POST('/mailinglist/text/preview', { body: textBody(request) }),
      ListTextPreviewSchema,
      this.options,
    );
  }

  sendText(request: ListTextRequest): Promise<Result<ListTextPreview, AppError>> {
    return callApi(
      () => this.client.POST('/mailinglist/text', { body: textBody(request) }),
      ListTextPreviewSchema,
      this.options,
    );
  }
}

const textBody = (request: ListTextRequest) => ({
  tenantId: request.tenantId,
  mailingListMasterId: request.mailingListMasterId,
  body: request.body,
  ...(request.expected ? { expected: { ...request.expected } } : {}),
});
