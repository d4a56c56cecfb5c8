import {
  ConversationLinkSchema,
  LeadPageSchema,
  LeadSchema,
  type AppError,
  type Lead,
  type LeadGateway,
  type LeadId,
  type LeadPage,
  type LeadSearch,
  type Result,
  type SessionStore,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { picked } from './call-helpers.js';

export class HttpLeadGateway implements LeadGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly sessionStore: SessionStore,
    private readonly options: CallOptions = {},
  ) {}

  search(search: LeadSearch): Promise<Result<LeadPage, AppError>> {
    const { page, size, ...filter } = search;
    const enterpriseId = this.sessionStore.load()?.enterprise.id;
    return callApi(
      () =>
        this.client.POST('/api/future-service-interaction/custom-search', {
          params: {
            query: { page, size },
            header: enterpriseId === undefined ? {} : { enterpriseId: String(enterpriseId) },
          },
          body: filter,
        }),
      LeadPageSchema,
      this.options,
    );
  }

  get(leadId: LeadId): Promise<Result<Lead, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/future-service-interaction', {
          params: { query: { 'future-service-interaction-id': leadId } },
        }),
      LeadSchema,
      this.options,
    );
  }

  otherInteractions(leadId: LeadId): Promise<Result<LeadPage, AppError>> {
    return callApi(
      () =>
        this.client.POST('/api/future-service-interaction/otherInteraction', {
          params: { query: { 'future-service-interaction-id': leadId } },
        }),
      LeadPageSchema,
      this.options,
    );
  }

  conversationLink(leadId: LeadId): Promise<Result<string, AppError>> {
    return picked(
      callApi(
        () =>
          this.client.POST('/api/future-service-interaction/conversation-link', {
            params: { query: { 'future-service-interaction-id': leadId } },
          }),
        ConversationLinkSchema,
        this.options,
      ),
      (link) => link.url,
    );
  }
}
