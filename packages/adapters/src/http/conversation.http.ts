import {
  MessageInstanceSchema,
  MessagePageSchema,
  ok,
  type AppError,
  type ConversationGateway,
  type LeadId,
  type MessageInstance,
  type OutgoingMessage,
  type Result,
} from '@torque/domain';
import { z } from 'zod';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

export class HttpConversationGateway implements ConversationGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  async history(leadId: LeadId): Promise<Result<readonly MessageInstance[], AppError>> {
    const page = await callApi(
      () =>
        this.client.GET('/api/svc-message-instance/conversation-history', {
          params: { query: { future_service_interaction_id: leadId } },
        }),
      MessagePageSchema,
      this.options,
    );
    return page.ok ? ok(page.value.data) : page;
  }

  send(message: OutgoingMessage): Promise<Result<MessageInstance, AppError>> {
    return callApi(
      () => this.client.POST('/api/svc-message-instance/svc-send-message', { body: message }),
      MessageInstanceSchema,
      this.options,
    );
  }

  async markRead(leadId: LeadId, lastReadMessageInstanceId: number): Promise<Result<void, AppError>> {
    const done = await callApi(
      () =>
        this.client.PUT('/api/svc-message-instance/read', {
          body: { futureServiceInteractionId: leadId, lastReadMessageInstanceId },
        }),
      z.object({ message: z.string() }),
      this.options,
    );
    return done.ok ? ok(undefined) : done;
  }
}
