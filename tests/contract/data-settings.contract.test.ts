import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { DATA_SETTINGS_OPERATIONS } from './support/data-settings-operations.js';

// Issue 20: the data-settings calls against openapi/, answers and refusals alike.
let server: TestServer;
let auth: Record<string, string>;
let enterpriseId = 0;
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_ADMIN');
  const [store] = await server.db.query<{ enterprise_id: number }>(
    'SELECT enterprise_id FROM store WHERE id = 1',
  );
  enterpriseId = store!.enterprise_id;
});
afterAll(() => server?.close());

describe('data-settings calls keep the contract', () => {
  it('saves and reads mappings and data-source configurations', async () => {
    expect(
      (
        await call('saveServiceInteractionMapping', {
          payload: { plannerKey: '10K', serviceType: 'OIL_CHANGE_10K' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('getServiceInteractionMappings', {
          url: `/api/lisa/service-interactions/mapping?enterpriseId=${enterpriseId}`,
        })
      ).status,
    ).toBe(200);
    const url = `/api/datasource-configuration?enterpriseId=${enterpriseId}&storeId=4`;
    expect((await call('getDatasourceConfiguration', { url })).body).toEqual({
      enterpriseId,
      storeId: 4,
      data_mapping: [],
    });
    const body = { enterpriseId, storeId: 4, dataSource: 'MANUAL_UPLOAD', data_mapping: [] };
    expect((await call('saveDatasourceConfiguration', { payload: body })).status).toBe(200);
    expect((await call('getDatasourceConfiguration', { url })).body).toEqual(body);
  });

  it('syncs, refuses a sync the data source cannot do, and lists the history', async () => {
    expect((await call('runManualSync', { payload: { enterpriseId, storeId: 1 } })).body).toEqual({
      message: 'Synced Successfully',
    });
    expect((await call('runDisplaySync', { payload: { enterpriseId, storeId: 4 } })).body).toEqual({
      message: 'DMS not supporting Sync',
      statusCode: 400,
      error: 'Bad Request',
      errors: ['DMS not supporting Sync'],
    });
    expect((await call('runManualSync', { payload: { storeId: 1 } })).status).toBe(400);
    const history = await call('getSyncHistory', {
      url: `/api/sync-history?enterpriseId=${enterpriseId}&size=5`,
    });
    expect((history.body['data'] as unknown[]).length).toBe(2);
  });

  it('lists the DMS view and the delivered files', async () => {
    expect((await call('getDmsView', { url: '/api/dms-view?store_id_pk=1&size=3' })).status).toBe(200);
    expect(
      (
        await call('getDealerVaultDeliveries', {
          url: `/api/dealervault/deliveries?enterpriseId=${enterpriseId}`,
        })
      ).status,
    ).toBe(200);
  });

  it('reads and saves a store’s review link, and refuses one that is not https (issue 34)', async () => {
    const url = '/api/settings/stores/1/review-link';
    expect((await call('getStoreReviewLink', { url })).body).toEqual({ storeId: 1, reviewUrl: null });
    const reviewUrl = 'https://g.page/r/torque-brooklyn/review';
    expect((await call('saveStoreReviewLink', { url, payload: { reviewUrl } })).body).toEqual({
      storeId: 1,
      reviewUrl,
    });
    expect((await call('saveStoreReviewLink', { url, payload: { reviewUrl: 'ftp://x.com' } })).status).toBe(
      400,
    );
    expect((await call('saveStoreReviewLink', { url, payload: { reviewUrl: null } })).body).toEqual({
      storeId: 1,
      reviewUrl: null,
    });
  });

  it('refuses a role without the permission with a documented 403', async () => {
    const salesRep = await server.signIn('SALES_REP');
    expect((await call('getSyncHistory', { headers: salesRep })).status).toBe(403);
  });

  it('covers every data-settings operation', () => {
    expect([...exercised].sort()).toEqual([...DATA_SETTINGS_OPERATIONS].sort());
  });
});
