import {
  ChatTokenSchema,
  IntentDetailsSchema,
  MessageInstanceSchema,
  MessagePageSchema,
  UploadedFileSchema,
  type AppError,
  type ChatToken,
  type ConversationGateway,
  type InboundVehicleDetails,
  type IntentDetails,
  type LeadId,
  type MessageInstance,
  type OutgoingMessage,
  type PickedFile,
  type Result,
  type SetResponseTimePayload,
  type UploadedFile,
} from '@torque/domain';
import { z } from 'zod';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { acknowledged, defined, picked } from './call-helpers.js';

export class HttpConversationGateway implements ConversationGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  history(leadId: LeadId): Promise<Result<readonly MessageInstance[], AppError>> {
    const page = callApi(
      () =>
        this.client.GET('/api/svc-message-instance/conversation-history', {
          params: { query: { future_service_interaction_id: leadId } },
        }),
      MessagePageSchema,
      this.options,
    );
    return picked(page, (found) => found.data);
  }

  send(message: OutgoingMessage): Promise<Result<MessageInstance, AppError>> {
    return callApi(
      () => this.client.POST('/api/svc-message-instance/svc-send-message', { body: message }),
      MessageInstanceSchema,
      this.options,
    );
  }

  markRead(leadId: LeadId, lastReadMessageInstanceId: number): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.PUT('/api/svc-message-instance/read', {
          body: { futureServiceInteractionId: leadId, lastReadMessageInstanceId },
        }),
      this.options,
    );
  }

  /** The transcript is text/plain, read as text rather than JSON. */
  transcript(leadId: LeadId): Promise<Result<string, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/svc-message-instance/transcript/download', {
          params: { query: { future_service_interaction_id: leadId } },
          parseAs: 'text',
        }),
      z.string(),
      this.options,
    );
  }

  intentDetails(leadId: LeadId, messageId: number): Promise<Result<IntentDetails, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/future-service-interaction/intentDetails', {
          params: { query: { 'future-service-interaction-id': leadId, messageId } },
        }),
      IntentDetailsSchema,
      this.options,
    );
  }

  correctClassification(
    leadId: LeadId,
    messageId: number,
    code: string,
  ): Promise<Result<IntentDetails, AppError>> {
    return callApi(
      () =>
        this.client.PUT('/api/future-service-interaction/intentDetails/classification', {
          params: { query: { 'future-service-interaction-id': leadId, messageId } },
          body: { code },
        }),
      IntentDetailsSchema,
      this.options,
    );
  }

  /** Multipart with the file as `file` (FileUpload); fetch reports no upload progress, none is promised. */
  async uploadFile(leadId: LeadId, file: PickedFile): Promise<Result<UploadedFile, AppError>> {
    const form = new FormData();
    const blob = file instanceof Blob ? file : new Blob([await file.arrayBuffer()], { type: file.type });
    form.append('file', blob, file.name);
    return callApi(
      () =>
        this.client.POST('/api/uploadFile', {
          params: { query: { fsiId: leadId } },
          body: form as unknown as { file: string },
        }),
      UploadedFileSchema,
      this.options,
    );
  }

  setResponseTime(payload: SetResponseTimePayload): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.PUT('/api/svc-message-instance/message-response-time', {
          body: { id: payload.id, msgDateTime: payload.msgDateTime },
        }),
      this.options,
    );
  }

  chatToken(): Promise<Result<ChatToken, AppError>> {
    return callApi(() => this.client.POST('/api/chat/token'), ChatTokenSchema, this.options);
  }

  saveInboundVehicleDetails(details: InboundVehicleDetails): Promise<Result<void, AppError>> {
    const { leadId, ...vehicle } = details;
    return acknowledged(
      () =>
        this.client.POST('/api/lisa/inbound/vehicleDetails', {
          body: defined({ future_service_interaction_id: leadId, ...vehicle }),
        }),
      this.options,
    );
  }
}
