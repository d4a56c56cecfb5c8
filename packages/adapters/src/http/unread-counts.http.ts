import {
  UnreadCountsSchema,
  type AppError,
  type Result,
  type SessionStore,
  type UnreadCounts,
  type UnreadCountsGateway,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { defined, enterpriseHeader } from './call-helpers.js';

/** The unread counters' sources, each with the session's enterpriseId header (openapi README). */
export class HttpUnreadCountsGateway implements UnreadCountsGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly sessionStore: SessionStore,
    private readonly options: CallOptions = {},
  ) {}

  byService(storeId?: number): Promise<Result<UnreadCounts, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/svc-message-instance/unreadByService', {
          params: { query: defined({ storeIdPk: storeId }), header: this.#header() },
        }),
      UnreadCountsSchema,
      this.options,
    );
  }

  byStore(): Promise<Result<UnreadCounts, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/svc-message-instance/unreadByStoreId', { params: { header: this.#header() } }),
      UnreadCountsSchema,
      this.options,
    );
  }

  byRepairOrderStatus(storeId?: number): Promise<Result<UnreadCounts, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/svc-message-instance/v2/unreadByROStatus', {
          params: { query: defined({ storeIdPk: storeId }), header: this.#header() },
        }),
      UnreadCountsSchema,
      this.options,
    );
  }

  byAppointment(storeId: number): Promise<Result<UnreadCounts, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/svc-message-instance/unreadByAppt', {
          params: { query: { storeIdPk: storeId }, header: this.#header() },
        }),
      UnreadCountsSchema,
      this.options,
    );
  }

  #header(): { enterpriseId?: string } {
    return enterpriseHeader(this.sessionStore);
  }
}
