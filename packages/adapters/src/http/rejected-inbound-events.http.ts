import {
  RejectedInboundEventPageSchema,
  type AppError,
  type ListPage,
  type PageWindow,
  type RejectedInboundEvent,
  type RejectedInboundEventsGateway,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

/** The carrier events the server kept aside (openapi listRejectedInboundEvents, super user only). */
export class HttpRejectedInboundEventsGateway implements RejectedInboundEventsGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  list(window: PageWindow): Promise<Result<ListPage<RejectedInboundEvent>, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/admin/rejected-inbound-events', {
          params: { query: { page: window.page, size: window.size } },
        }),
      RejectedInboundEventPageSchema,
      this.options,
    );
  }
}
