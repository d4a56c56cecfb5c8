import type { Clock, DealerManagementSystem } from '@torque/domain';
import { principalOf } from '../auth/authenticate.hook.js';
import type { DmsSettings } from '../config/dms-settings.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { HttpDms } from '../service-board/http-dms.js';
import { SimulatedDms } from '../service-board/simulated-dms.js';
import type { Paged, Window } from './data-settings.repository.js';
import { DataSettingsService } from './data-settings.service.js';
import { DataSyncService } from './data-sync.service.js';

type DataSettingsOperation =
  | 'getServiceInteractionMappings'
  | 'saveServiceInteractionMapping'
  | 'getDatasourceConfiguration'
  | 'saveDatasourceConfiguration'
  | 'getSyncHistory'
  | 'getDmsView'
  | 'getDealerVaultDeliveries'
  | 'runManualSync'
  | 'runDisplaySync';

const windowOf = (query: { page?: number; size?: number }): Window => ({
  page: query.page ?? 0,
  size: query.size ?? 50,
});
const envelope = <T>({ rows, total }: Paged<T>, { page, size }: Window) => ({
  data: rows,
  response: 'Success',
  total,
  size,
  page,
});

/**
 * The data settings of /settings (issue 20). Syncs ask the installation's DMS (DMS_URL, else the
 * simulated one) through its own client, so a sync never takes the feed's place.
 */
export function dataSettingsHandlers(deps: {
  readonly db: Database;
  readonly outbox: OutboxDispatch;
  readonly clock: Clock;
  readonly dms?: DmsSettings | undefined;
}): Pick<OperationHandlers, DataSettingsOperation> {
  const { db, clock } = deps;
  const dms: DealerManagementSystem =
    deps.dms?.kind === 'http' ? new HttpDms(deps.dms.url) : new SimulatedDms(db, deps.dms?.speed ?? 1);
  const settings = new DataSettingsService(db, clock);
  const syncs = new DataSyncService(db, dms, deps.outbox, clock);
  return {
    getServiceInteractionMappings: async (request) => {
      const rows = await settings.mappings(principalOf(request), request.query.enterpriseId);
      return envelope({ rows, total: rows.length }, { page: 0, size: rows.length });
    },
    saveServiceInteractionMapping: async (request) =>
      settings.saveMapping(principalOf(request), request.body),
    getDatasourceConfiguration: async (request) =>
      settings.datasource(principalOf(request), request.query.enterpriseId, request.query.storeId),
    saveDatasourceConfiguration: async (request) =>
      settings.saveDatasource(principalOf(request), request.body),
    getSyncHistory: async (request) => {
      const window = windowOf(request.query);
      return envelope(
        await settings.syncHistory(principalOf(request), request.query.enterpriseId, window),
        window,
      );
    },
    getDmsView: async (request) => {
      const window = windowOf(request.query);
      return envelope(
        await settings.dmsView(principalOf(request), request.query.store_id_pk, window),
        window,
      );
    },
    getDealerVaultDeliveries: async (request) => {
      const window = windowOf(request.query);
      return envelope(
        await settings.deliveries(principalOf(request), request.query.enterpriseId, window),
        window,
      );
    },
    runManualSync: async (request) => syncs.run(principalOf(request), 'MANUAL', request.body),
    runDisplaySync: async (request) => syncs.run(principalOf(request), 'DISPLAY', request.body),
  };
}
