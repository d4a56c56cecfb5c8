import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import type { ApiClient } from '../http/api-client.js';
import { HttpDeveloperGateway } from '../http/developer.http.js';
import { HttpMessagingNumbersGateway } from '../http/messaging-numbers.http.js';
import { HttpRejectedInboundEventsGateway } from '../http/rejected-inbound-events.http.js';
import { HttpReportsGateway } from '../http/reports.http.js';
import { HttpSettingsGateway } from '../http/settings.http.js';
import { HttpStoresGateway } from '../http/stores.http.js';
import { HttpUserAdminGateway } from '../http/user-admin.http.js';
import { ADMIN_TOKENS } from './admin-tokens.js';
import { TOKENS } from './tokens.js';

/** Every admin adapter is on the main host and takes the client and the 401 handler (spec 1 §8). */
const MAIN = [TOKENS.ApiClient, TOKENS.OnUnauthorized] as const;
type OnUnauthorized = () => void;

/** Binds the admin ports to their HTTP adapters; needs TOKENS.ApiClient and OnUnauthorized bound. */
export function adminAdapterModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ADMIN_TOKENS.ReportsGateway)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: OnUnauthorized) =>
          new HttpReportsGateway(client, { onUnauthorized }),
        [...MAIN],
      )
      .inSingletonScope();
    bind(ADMIN_TOKENS.StoresGateway)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: OnUnauthorized) =>
          new HttpStoresGateway(client, { onUnauthorized }),
        [...MAIN],
      )
      .inSingletonScope();
    bind(ADMIN_TOKENS.SettingsGateway)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: OnUnauthorized) =>
          new HttpSettingsGateway(client, { onUnauthorized }),
        [...MAIN],
      )
      .inSingletonScope();
    bind(ADMIN_TOKENS.UserAdminGateway)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: OnUnauthorized) =>
          new HttpUserAdminGateway(client, { onUnauthorized }),
        [...MAIN],
      )
      .inSingletonScope();
    bind(ADMIN_TOKENS.MessagingNumbersGateway)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: OnUnauthorized) =>
          new HttpMessagingNumbersGateway(client, { onUnauthorized }),
        [...MAIN],
      )
      .inSingletonScope();
    bind(ADMIN_TOKENS.DeveloperGateway)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: OnUnauthorized) =>
          new HttpDeveloperGateway(client, { onUnauthorized }),
        [...MAIN],
      )
      .inSingletonScope();
    bindRejectedInboundEvents(bind);
  });
}

/**
 * Only the rejected carrier events gateway: the one admin screen the staff app has today, so the
 * staff app's first screen does not load the other admin adapters (staffAppAdapterModules).
 */
export function rejectedInboundEventsAdapterModule(): ContainerModule {
  return new ContainerModule(({ bind }) => bindRejectedInboundEvents(bind));
}

function bindRejectedInboundEvents(bind: ContainerModuleLoadOptions['bind']): void {
  bind(ADMIN_TOKENS.RejectedInboundEventsGateway)
    .toResolvedValue(
      (client: ApiClient, onUnauthorized: OnUnauthorized) =>
        new HttpRejectedInboundEventsGateway(client, { onUnauthorized }),
      [...MAIN],
    )
    .inSingletonScope();
}
