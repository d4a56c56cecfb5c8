import {
  BulkConversationFailurePageSchema,
  BulkConversationStatusSchema,
  type AppError,
  type BulkConversationFailurePage,
  type BulkConversationGateway,
  type BulkConversationStatus,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

/** The lisa bulk conversation report. */
export class HttpBulkConversationGateway implements BulkConversationGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  status(): Promise<Result<BulkConversationStatus, AppError>> {
    return callApi(
      () => this.client.GET('/api/lisa/report/bulk-conversation/status'),
      BulkConversationStatusSchema,
      this.options,
    );
  }

  today(): Promise<Result<BulkConversationStatus, AppError>> {
    return callApi(
      () => this.client.GET('/api/lisa/report/bulk-conversation/current-date'),
      BulkConversationStatusSchema,
      this.options,
    );
  }

  failures(page: number, size: number): Promise<Result<BulkConversationFailurePage, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/lisa/report/bulk-conversation/failed', { params: { query: { page, size } } }),
      BulkConversationFailurePageSchema,
      this.options,
    );
  }
}
