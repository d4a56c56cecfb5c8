import {
  LeadSchema,
  OutboundPreviewSchema,
  type OutboundPreview,
  type OutboundPreviewRequest,
  type ActionIntent,
  type AppError,
  type BulkInitiation,
  type ComplaintCategory,
  type ConsentAnswer,
  type ConversationStarter,
  type FollowUpCode,
  type FollowUpWorkflow,
  type LeadId,
  type LeadWorkflowGateway,
  type Result,
  type StartConversationRequest,
  type WorkflowTrack,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { acknowledged, defined, picked } from './call-helpers.js';

/** Lead workflows and starting conversations (spec 1 §4, §7; spec 2 §7). */
export class HttpLeadWorkflowGateway implements LeadWorkflowGateway, ConversationStarter {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  track(leadId: LeadId, track: WorkflowTrack): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/workflow/track', {
          params: { query: { 'future-service-interaction-id': leadId, track } },
        }),
      this.options,
    );
  }

  inboundAppointment(leadId: LeadId, actionIntent: ActionIntent): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/workflow/inbound-appointment', {
          params: { query: { 'future-service-interaction-id': leadId, actionIntent } },
        }),
      this.options,
    );
  }

  gmHandoff(leadId: LeadId, parameter?: ComplaintCategory): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/workflow/gm-handoff', {
          params: { query: defined({ 'future-service-interaction-id': leadId, parameter }) },
        }),
      this.options,
    );
  }

  manualHandoff(leadId: LeadId): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/workflow/manual-handoff', {
          params: { query: { 'future-service-interaction-id': leadId } },
        }),
      this.options,
    );
  }

  answerPossibleOptOut(leadId: LeadId, answer: ConsentAnswer): Promise<Result<void, AppError>> {
    const params = { params: { query: { 'future-service-interaction-id': leadId } } };
    return acknowledged(
      () =>
        answer === 'confirm-opt-out'
          ? this.client.POST('/api/future-service-interaction/possible-opt-out/confirm', params)
          : this.client.POST('/api/future-service-interaction/possible-opt-out/not-an-opt-out', params),
      this.options,
    );
  }

  markNoShow(leadId: LeadId): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/workflow/noShow', {
          params: { query: { 'future-service-interaction-id': leadId } },
        }),
      this.options,
    );
  }

  followUp(leadId: LeadId, workflow: FollowUpWorkflow): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/future-service-interaction/workflow/followup', {
          params: { query: { 'future-service-interaction-id': leadId } },
          body: defined({ ...workflow }),
        }),
      this.options,
    );
  }

  initiateFollowUp(leadId: LeadId, followupType: FollowUpCode): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/service-workflow/follow-up/initiate', {
          params: { query: { 'future-service-interaction-id': leadId, followupType } },
        }),
      this.options,
    );
  }

  initiateBulk(initiation: BulkInitiation): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/service-workflow/bulk/initiate', {
          body: defined({
            futureServiceInteractionIds: [...initiation.leadIds],
            serviceType: initiation.serviceType,
            isForced: initiation.isForced ?? false,
          }),
        }),
      this.options,
    );
  }

  /** What the action would text and to whom; nothing is sent (issue 14). */
  previewOutbound(
    leadId: LeadId,
    request: OutboundPreviewRequest,
  ): Promise<Result<OutboundPreview, AppError>> {
    return callApi(
      () => this.client.POST('/api/service-workflow/preview', { body: { id: leadId, ...request } }),
      OutboundPreviewSchema,
      this.options,
    );
  }

  /** Answers the started lead's id; a refusal keeps the server's 400 and message (forced-conversation warning). */
  start(request: StartConversationRequest): Promise<Result<LeadId, AppError>> {
    const started = callApi(
      () =>
        this.client.POST('/api/service-workflow/initiate', {
          body: { id: request.id, isForced: request.isForced },
        }),
      LeadSchema,
      this.options,
    );
    return picked(started, (lead) => lead.id);
  }
}
