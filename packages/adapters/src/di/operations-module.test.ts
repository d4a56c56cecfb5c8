import { Container, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { fakeXhrFactory } from '../test/fake-xhr.js';
import { BRIDGE_URL, DATA_SYNC_URL, opsHarness } from '../test/ops-harness.js';
import { adminAdapterModule } from './admin-module.js';
import { ADMIN_TOKENS } from './admin-tokens.js';
import { operationsAdapterModule } from './operations-module.js';
import { OPERATIONS_TOKENS } from './operations-tokens.js';
import { TOKENS } from './tokens.js';

function container() {
  const h = opsHarness();
  const ioc = new Container();
  ioc.bind(TOKENS.SessionStore).toConstantValue(h.sessionStore);
  ioc.bind(TOKENS.ApiClient).toConstantValue(h.api);
  ioc.bind(TOKENS.OnUnauthorized).toConstantValue(() => undefined);
  ioc.load(
    operationsAdapterModule({
      dataSyncBaseUrl: DATA_SYNC_URL,
      bridgeBaseUrl: BRIDGE_URL,
      fetch: h.fetch,
      xhrFactory: fakeXhrFactory({ fetch: h.fetch }),
    }),
    adminAdapterModule(),
  );
  return { ioc, h };
}

describe('operations and admin adapter modules', () => {
  it('bind every port once (singletons) over the three hosts', async () => {
    const { ioc, h } = container();
    const tokens: ServiceIdentifier<unknown>[] = [
      ...Object.values(OPERATIONS_TOKENS),
      ...Object.values(ADMIN_TOKENS),
    ];
    for (const token of tokens) {
      expect(ioc.get(token)).toBe(ioc.get(token));
    }
    await ioc.get(OPERATIONS_TOKENS.SwimlaneBridgeGateway).stores();
    await ioc.get(OPERATIONS_TOKENS.ImportGateway).recallTypes();
    await ioc
      .get(OPERATIONS_TOKENS.ImportGateway)
      .uploadDataSyncFile(
        { enterpriseId: 1, bocId: 2, storeId: 3, fileType: 'FEA_ALERT', file: new File(['x'], 'fea.csv') },
        () => undefined,
      );
    await ioc.get(ADMIN_TOKENS.StoresGateway).brandTimezones();
    expect([
      h.hostOf('getBridgeStores'),
      h.hostOf('getRecallTypes'),
      h.hostOf('dataSyncImport'),
      h.hostOf('getBrandTimezones'),
    ]).toEqual(['bridge.test', 'data-sync.test', 'data-sync.test', 'contract.test']);
    const [bridge, dataSync, upload] = ['getBridgeStores', 'getRecallTypes', 'dataSyncImport'].map(
      (id) => h.callsOf(id)[0],
    );
    expect([
      bridge?.headers.has('Authorization'),
      dataSync?.headers.has('Authorization'),
      upload?.headers.has('Authorization'),
    ]).toEqual([true, true, true]);
    expect(h.double.violations).toEqual([]);
  });
});
