import {
  type AppError,
  type InterventionGateway,
  type LeadId,
  type LogModeGateway,
  type MessageArchive,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import type { CallOptions } from './call-api.js';
import { acknowledged, defined } from './call-helpers.js';

/** The per-message flow calls: log mode (spec 1 §7), archive ('Successfully Archived') and intervene. */
export class HttpMessageFlows implements LogModeGateway, MessageArchive, InterventionGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  setLogModeResponse(messageId: number, valid: boolean): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.PUT('/api/svc-message-instance/updateLogModeResponseValidity', {
          body: { id: messageId, validLogMode: valid },
        }),
      this.options,
    );
  }

  enableLogMode(leadId: LeadId, messageId?: number): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/track/logMode', {
          params: { query: defined({ 'future-service-interaction-id': leadId, messageId }) },
        }),
      this.options,
    );
  }

  archive(messageInstanceId: number): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.PUT('/api/svc-message-instance/archive', {
          params: { query: { message_instance_id: messageInstanceId } },
        }),
      this.options,
    );
  }

  intervene(
    leadId: LeadId,
    noteId: number,
    options: { readonly discard?: boolean } = {},
  ): Promise<Result<void, AppError>> {
    const discard = options.discard ? { discard: true } : {};
    return acknowledged(
      () =>
        this.client.POST('/api/svc-message-instance/intervene', {
          body: { futureServiceInteractionId: leadId, messageInstanceId: noteId, ...discard },
        }),
      this.options,
    );
  }
}
