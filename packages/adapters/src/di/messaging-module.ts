import { ContainerModule } from 'inversify';
import { HttpBulkConversationGateway } from '../http/bulk-conversation.http.js';
import { HttpCompanyTemplateGateway } from '../http/company-templates.http.js';
import { HttpCustomTemplateGateway } from '../http/custom-templates.http.js';
import { HttpDealRoomGateway } from '../http/deal-room.http.js';
import { HttpDealRoomInvitationGateway } from '../http/deal-room-invitations.http.js';
import { HttpBookingLinkGateway } from '../http/booking-links.http.js';
import { HttpMessageFlows } from '../http/message-flows.http.js';
import { createPublicApiClient, type PublicApiClient } from '../http/public-api-client.js';
import { HttpEmailAutoResponseGateway } from '../http/public-forms.http.js';
import { HttpUnreadCountsGateway } from '../http/unread-counts.http.js';
import { HttpUnreadResponseOutbox } from '../http/unread-response-outbox.http.js';
import type { TorqueDb } from '../idb/torque-db.js';
import { bindHttp } from './http-binding.js';
import { MESSAGING_TOKENS } from './messaging-tokens.js';
import { TOKENS } from './tokens.js';

export type MessagingAdapterConfig = {
  /** The main API host for the public calls; '' is the page's own origin (the embedded default). */
  readonly apiBaseUrl: string;
};

/**
 * Binds the messaging, templates and public deal room ports (the mailing-list port is built by the web
 * app's mailing lists chunk, so the lead manager's first screen does not carry it). The browser module's
 * ApiClient, SessionStore, OnUnauthorized and TorqueDb must be bound in the same container.
 */
export function messagingAdapterModule(config: MessagingAdapterConfig = { apiBaseUrl: '' }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(MESSAGING_TOKENS.PublicApiClient)
      .toResolvedValue(() => createPublicApiClient({ baseUrl: config.apiBaseUrl }))
      .inSingletonScope();
    bindHttp(
      bind,
      MESSAGING_TOKENS.UnreadCountsGateway,
      (client, options, session) => new HttpUnreadCountsGateway(client, session, options),
    );
    bindHttp(
      bind,
      MESSAGING_TOKENS.LogModeGateway,
      (client, options) => new HttpMessageFlows(client, options),
    );
    bindHttp(
      bind,
      MESSAGING_TOKENS.MessageArchive,
      (client, options) => new HttpMessageFlows(client, options),
    );
    bindHttp(
      bind,
      MESSAGING_TOKENS.InterventionGateway,
      (client, options) => new HttpMessageFlows(client, options),
    );
    bindHttp(
      bind,
      MESSAGING_TOKENS.BulkConversationGateway,
      (client, options) => new HttpBulkConversationGateway(client, options),
    );
    bindHttp(
      bind,
      MESSAGING_TOKENS.CustomTemplateGateway,
      (client, options) => new HttpCustomTemplateGateway(client, options),
    );
    bindHttp(
      bind,
      MESSAGING_TOKENS.CompanyTemplateGateway,
      (client, options) => new HttpCompanyTemplateGateway(client, options),
    );
    bindHttp(
      bind,
      MESSAGING_TOKENS.DealRoomInvitationGateway,
      (client, options) => new HttpDealRoomInvitationGateway(client, options),
    );
    bindHttp(
      bind,
      MESSAGING_TOKENS.BookingLinkGateway,
      (client, options) => new HttpBookingLinkGateway(client, options),
    );
    bind(MESSAGING_TOKENS.UnreadResponseOutbox)
      .toResolvedValue(
        (client, db: TorqueDb, onUnauthorized: () => void) =>
          new HttpUnreadResponseOutbox(client, db, { onUnauthorized }),
        [TOKENS.ApiClient, TOKENS.TorqueDb, TOKENS.OnUnauthorized],
      )
      .inSingletonScope();
    bind(MESSAGING_TOKENS.EmailAutoResponseGateway)
      .toResolvedValue(
        (client: PublicApiClient) => new HttpEmailAutoResponseGateway(client),
        [MESSAGING_TOKENS.PublicApiClient],
      )
      .inSingletonScope();
    bind(MESSAGING_TOKENS.DealRoomGateway)
      .toResolvedValue(
        (client: PublicApiClient) => new HttpDealRoomGateway(client),
        [MESSAGING_TOKENS.PublicApiClient],
      )
      .inSingletonScope();
  });
}
