import {
  AssistantPageSchema,
  ok,
  type AppError,
  type Assistant,
  type AssistantGateway,
  type AssistantQuery,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

export class HttpAssistantGateway implements AssistantGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  async list(query: AssistantQuery): Promise<Result<readonly Assistant[], AppError>> {
    const page = await callApi(
      () =>
        this.client.GET('/assistant/v2/getassistlist', {
          params: {
            query: { boc_id_pk: query.bocId, store_id_pk: query.storeId, divisionId: query.divisionId },
          },
        }),
      AssistantPageSchema,
      this.options,
    );
    return page.ok ? ok(page.value.data) : page;
  }
}
