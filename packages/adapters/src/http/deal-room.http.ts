import {
  AssistantPageSchema,
  LeadSchema,
  MessagePageSchema,
  type AppError,
  type Assistant,
  type DealRoomGateway,
  type DealRoomInvite,
  type Lead,
  type MessageInstance,
  type Result,
} from '@torque/domain';
import { callApi } from './call-api.js';
import { picked } from './call-helpers.js';
import type { PublicApiClient } from './public-api-client.js';

const query = (invite: DealRoomInvite) => ({
  futureServiceInteractionId: invite.leadId,
  userMasterId: invite.userMasterId,
  token: invite.token,
});

/** The public deal room: no auth header, so a 401 signs no one out (no onUnauthorized). */
export class HttpDealRoomGateway implements DealRoomGateway {
  constructor(private readonly client: PublicApiClient) {}

  lead(invite: DealRoomInvite): Promise<Result<Lead, AppError>> {
    return callApi(
      () =>
        this.client.GET('/servicedealroom/future-service-interaction', { params: { query: query(invite) } }),
      LeadSchema,
    );
  }

  history(invite: DealRoomInvite): Promise<Result<readonly MessageInstance[], AppError>> {
    const page = callApi(
      () => this.client.GET('/servicedealroom/conversationHistory', { params: { query: query(invite) } }),
      MessagePageSchema,
    );
    return picked(page, (found) => found.data);
  }

  assistants(invite: DealRoomInvite): Promise<Result<readonly Assistant[], AppError>> {
    const page = callApi(
      () => this.client.GET('/servicedealroom/assistantList', { params: { query: query(invite) } }),
      AssistantPageSchema,
    );
    return picked(page, (found) => found.data);
  }
}
