import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, TINY_PNG } from '../../packages/server/src/organisation/organisation-test-support.js';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { ORGANISATION_OPERATIONS } from './support/organisation-operations.js';

// Issue 20 against openapi/: enterprises, tenants, BOCs, stores, pickers and logos keep the contract.
let server: TestServer;
let auth: Record<string, string>;
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_ADMIN');
});
afterAll(() => server?.close());

describe('the organisation keeps the contract', () => {
  it('creates and edits an enterprise, its tenant, a BOC and a store, and lists them', async () => {
    const enterprise = await call('createEnterprise', {
      payload: { name: 'Contract Motors', inbound: true },
    });
    expect(enterprise.status).toBe(200);
    const enterpriseId = enterprise.body['id'] as number;
    const updated = await call('updateEnterprise', {
      url: `/api/enterprise/${enterpriseId}`,
      payload: { id: enterpriseId, name: 'Contract Motors', callingFeature: true },
    });
    expect(updated.body['callingFeature']).toBe(true);
    expect((await call('listEnterprises', { url: '/api/enterprise?page=0&size=10' })).status).toBe(200);

    expect((await call('createTenant', { payload: { enterpriseId, name: 'CONTRACT' } })).status).toBe(200);
    const renamed = await call('renameTenant', {
      url: `/api/organisation/tenants/${enterpriseId}`,
      payload: { name: 'CONTRACT-2' },
    });
    expect(renamed.body['name']).toBe('CONTRACT-2');
    expect((await call('listTenants')).status).toBe(200);
    const files = await call('getAivaFileNames', { url: '/api/tenant/1/aiva/files' });
    expect(files.body['data']).toContain('service-assistant.aiva');
    const aiva = await call('updateTenantAiva', {
      url: '/api/tenant/1/aiva',
      payload: { aivaFileName: 'service-assistant.aiva' },
    });
    expect(aiva.status).toBe(200);

    const boc = await call('createBoc', { payload: { enterpriseId, bocId: 'CM-BOC', bocName: 'Main' } });
    const bocId = boc.body['id'] as number;
    expect(
      (await call('renameBoc', { url: `/api/organisation/bocs/${bocId}`, payload: { bocName: 'Main BOC' } }))
        .status,
    ).toBe(200);
    const store = {
      bocId,
      store_id: 'CM001',
      storeName: 'Contract Kia',
      brand: 'Kia',
      timezone: 'America/Chicago',
      phoneNumber: '4695550100',
    };
    const created = await call('createStore', { payload: { enterpriseId, ...store } });
    expect(created.body['timezoneDisplay']).toBe('GMT-06:00');
    const edited = await call('updateStore', {
      url: `/api/organisation/stores/${created.body['id'] as number}`,
      payload: { ...store, storeName: 'Contract Kia Dallas' },
    });
    expect(edited.body['storeName']).toBe('Contract Kia Dallas');
    const details = await call('listStoreDetails', {
      url: `/api/organisation/stores?enterpriseId=${enterpriseId}`,
    });
    expect(details.body['data']).toHaveLength(1);
  });

  it('answers the pickers: stores, brands, BOCs, zones, service-interaction stores, customer type, UI screens', async () => {
    expect(
      (await call('listStores', { url: '/api/store?enterpriseId=1&page=0&size=2' })).body['data'],
    ).toHaveLength(2);
    expect((await call('listBrands', { url: '/api/store/brands?enterpriseId=1' })).status).toBe(200);
    expect((await call('listBocs', { url: '/api/boc?enterpriseId=1' })).status).toBe(200);
    const zone = await call('getStoresByBrandsAndZone', {
      url: '/api/store/brands-timezone?zone=America/Denver&brands=Honda',
    });
    expect(zone.body['data']).toHaveLength(1);
    expect((await call('getBrandTimezones')).status).toBe(200);
    expect((await call('getServiceInteractionStores', { payload: { enterpriseId: 1 } })).status).toBe(200);
    const [lead] = await server.db.query<{ id: number }>('SELECT id FROM future_service_interaction LIMIT 1');
    const type = await call('getInteractionCustomerType', {
      url: `/api/lisa/service-interactions/customer-type/${lead!.id}`,
    });
    expect(type.body['interactionId']).toBe(lead!.id);
    expect((await call('getUiScreens', { url: '/api/ui-screen?enterpriseId=1' })).status).toBe(200);
    // A broken request is a 400, never a 5xx.
    expect(
      (await call('getStoresByBrandsAndZone', { url: '/api/store/brands-timezone?zone=Nowhere' })).status,
    ).toBe(400);
  });

  it('adds, replaces and fetches a logo, and refuses a non-image', async () => {
    const png = await fileForm(TINY_PNG, 'logo.png', 'image/png');
    expect((await call('addEnterpriseLogo', { url: '/api/enterprise/1/logo', ...png })).status).toBe(200);
    const text = await fileForm(Buffer.from('not an image'), 'logo.png', 'image/png');
    expect((await call('updateEnterpriseLogo', { url: '/api/enterprise/1/logo', ...text })).status).toBe(400);
    expect((await call('updateEnterpriseLogo', { url: '/api/enterprise/1/logo', ...png })).status).toBe(200);
    const logo = await call('getEnterpriseLogo', { url: '/api/enterprise/1/logo' });
    expect(logo.body['url']).toMatch(/^data:image\/png;base64,/);
  });

  it('exercised every operation of its list', () => {
    expect([...ORGANISATION_OPERATIONS].filter((id) => !exercised.has(id))).toEqual([]);
  });
});
