import {
  DealRoomInvitationLinkSchema,
  DealRoomInvitationStatusSchema,
  type AppError,
  type DealRoomInvitation,
  type DealRoomInvitationGateway,
  type DealRoomInvitationLink,
  type LeadId,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { acknowledged, picked } from './call-helpers.js';

const PATH = '/api/future-service-interaction/deal-room-invitation';
const query = (leadId: LeadId) => ({ params: { query: { 'future-service-interaction-id': leadId } } });

/** Staff mint, see and revoke a lead's deal-room link (issue 13 finding 1). */
export class HttpDealRoomInvitationGateway implements DealRoomInvitationGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  current(leadId: LeadId): Promise<Result<DealRoomInvitation | null, AppError>> {
    const status = callApi(
      () => this.client.GET(PATH, query(leadId)),
      DealRoomInvitationStatusSchema,
      this.options,
    );
    return picked(status, (found) => found.invitation);
  }

  invite(leadId: LeadId): Promise<Result<DealRoomInvitationLink, AppError>> {
    return callApi(() => this.client.POST(PATH, query(leadId)), DealRoomInvitationLinkSchema, this.options);
  }

  revoke(leadId: LeadId): Promise<Result<void, AppError>> {
    return acknowledged(() => this.client.DELETE(PATH, query(leadId)), this.options);
  }
}
