import type { SessionStore } from '@torque/domain';
import { ContainerModule } from 'inversify';
import { browserXhrFactory, type XhrFactory } from '../browser/upload-with-progress.js';
import type { ApiClient } from '../http/api-client.js';
import { HttpAppointmentGateway } from '../http/appointments.http.js';
import { createBridgeClient, createDataSyncClient } from '../http/host-clients.js';
import { HttpImportGateway } from '../http/imports.http.js';
import { HttpPlannerGateway } from '../http/planners.http.js';
import { HttpRepairOrderGateway } from '../http/repair-orders.http.js';
import { HttpSalesGateway } from '../http/sales.http.js';
import { HttpSwimlaneBridgeGateway } from '../http/swimlane-bridge.http.js';
import { OPERATIONS_TOKENS as OPS } from './operations-tokens.js';
import { TOKENS } from './tokens.js';

export type OperationsAdapterConfig = {
  /** The main API host the lead upload and import progress stream use; '' (the default) is the page's own. */
  readonly apiBaseUrl?: string;
  /** The data-sync host; '' is the page's own origin (the reference server answers every host). */
  readonly dataSyncBaseUrl: string;
  /** The swimlane bridge host; '' is the page's own origin. */
  readonly bridgeBaseUrl: string;
  /** For tests: the fetch the data-sync and bridge clients use, and the XMLHttpRequest of uploads. */
  readonly fetch?: typeof globalThis.fetch;
  readonly xhrFactory?: XhrFactory;
};

/** The main-host adapters take the client and the 401 handler (spec 1 §8: sign out). */
const MAIN = [TOKENS.ApiClient, TOKENS.OnUnauthorized] as const;
type OnUnauthorized = () => void;

/**
 * Binds the operations ports to their HTTP adapters. Needs TOKENS.ApiClient, SessionStore and
 * OnUnauthorized from the browser module; adds the data-sync and bridge clients.
 */
export function operationsAdapterModule(config: OperationsAdapterConfig): ContainerModule {
  const fetchOption = config.fetch ? { fetch: config.fetch } : {};
  return new ContainerModule(({ bind }) => {
    bind(OPS.DataSyncClient)
      .toResolvedValue(
        (sessionStore: SessionStore) =>
          createDataSyncClient({ baseUrl: config.dataSyncBaseUrl, sessionStore, ...fetchOption }),
        [TOKENS.SessionStore],
      )
      .inSingletonScope();
    bind(OPS.BridgeClient)
      .toResolvedValue(
        (sessionStore: SessionStore) =>
          createBridgeClient({ baseUrl: config.bridgeBaseUrl, sessionStore, ...fetchOption }),
        [TOKENS.SessionStore],
      )
      .inSingletonScope();
    bind(OPS.XhrFactory).toConstantValue(config.xhrFactory ?? browserXhrFactory);
    bind(OPS.PlannerGateway)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: OnUnauthorized) =>
          new HttpPlannerGateway(client, { onUnauthorized }),
        [...MAIN],
      )
      .inSingletonScope();
    bind(OPS.ImportGateway)
      .toResolvedValue(
        (
          client: ApiClient,
          onUnauthorized: OnUnauthorized,
          sessionStore: SessionStore,
          dataSync: ApiClient,
          xhrFactory: XhrFactory,
        ) =>
          new HttpImportGateway(
            {
              client,
              dataSync,
              apiBaseUrl: config.apiBaseUrl ?? '',
              dataSyncBaseUrl: config.dataSyncBaseUrl,
              sessionStore,
              xhrFactory,
            },
            { onUnauthorized },
          ),
        [...MAIN, TOKENS.SessionStore, OPS.DataSyncClient, OPS.XhrFactory],
      )
      .inSingletonScope();
    bind(OPS.AppointmentGateway)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: OnUnauthorized, dataSync: ApiClient) =>
          new HttpAppointmentGateway(client, dataSync, { onUnauthorized }),
        [...MAIN, OPS.DataSyncClient],
      )
      .inSingletonScope();
    bind(OPS.RepairOrderGateway)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: OnUnauthorized) =>
          new HttpRepairOrderGateway(client, { onUnauthorized }),
        [...MAIN],
      )
      .inSingletonScope();
    bind(OPS.SalesGateway)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: OnUnauthorized) =>
          new HttpSalesGateway(client, { onUnauthorized }),
        [...MAIN],
      )
      .inSingletonScope();
    bind(OPS.SwimlaneBridgeGateway)
      .toResolvedValue((bridge: ApiClient) => new HttpSwimlaneBridgeGateway(bridge), [OPS.BridgeClient])
      .inSingletonScope();
  });
}
