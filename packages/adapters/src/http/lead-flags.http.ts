import {
  PreStatusSchema,
  ResponseRequiredStatusSchema,
  type AppError,
  type DtDialogGateway,
  type DtDialogPayload,
  type LeadFlagsGateway,
  type LeadId,
  type LeadMetadata,
  type LeadTrackerUpdate,
  type PreStatus,
  type ResponseRequiredStatus,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { acknowledged, defined } from './call-helpers.js';
import type { components } from '@torque/contract';

type OutcomeReason = components['schemas']['OutcomeReason'];

/** The lead updates (spec 2 §7) and the date-time dialogue: resume when enabling, disable otherwise. */
export class HttpLeadFlagsGateway implements LeadFlagsGateway, DtDialogGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  setAiEnabled(leadId: LeadId, aiEnabled: boolean): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/update-ai-enabled', {
          body: { id: leadId, aiEnabled },
        }),
      this.options,
    );
  }

  setAppointmentSet(leadId: LeadId, appointmentSet: boolean): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/update-appointment-set', {
          body: { id: leadId, appointmentSet },
        }),
      this.options,
    );
  }

  setConversationClosed(leadId: LeadId, conversationClosed: boolean): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/conversationClosed', {
          body: { id: leadId, conversationClosed },
        }),
      this.options,
    );
  }

  responseRequired(leadId: LeadId): Promise<Result<ResponseRequiredStatus, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/svc-message-instance/response-reqd', {
          params: { query: { future_service_interaction_id: leadId } },
        }),
      ResponseRequiredStatusSchema,
      this.options,
    );
  }

  setResponseRequired(leadId: LeadId, responseReqd: boolean, type?: string): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.PUT('/api/svc-message-instance/response-reqd', {
          body: defined({ id: leadId, responseReqd, type }),
        }),
      this.options,
    );
  }

  preStatus(leadId: LeadId): Promise<Result<PreStatus, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/svc-message-instance/pre-status', {
          params: { query: { future_service_interaction_id: leadId } },
        }),
      PreStatusSchema,
      this.options,
    );
  }

  updateMetadata(leadId: LeadId, metadata: LeadMetadata): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/metadata', {
          body: { id: leadId, metadata: { ...metadata } },
        }),
      this.options,
    );
  }

  updateTracker(update: LeadTrackerUpdate): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/leadManager/tracker', {
          body: defined({ ...update, reason: update.reason as OutcomeReason | undefined }),
        }),
      this.options,
    );
  }

  /** dtDialog/resume sends the dialogue (DT enabled); dtDialog/disable turns it off (spec 2 §7). */
  send(payload: DtDialogPayload): Promise<Result<void, AppError>> {
    const path = payload.dtDialogEnabled
      ? '/api/future-service-interaction/dtDialog/resume'
      : '/api/future-service-interaction/dtDialog/disable';
    return acknowledged(() => this.client.POST(path, { body: defined({ ...payload }) }), this.options);
  }
}
