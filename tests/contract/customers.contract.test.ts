import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { CUSTOMER_OPERATIONS } from './support/customer-operations.js';

// Issue 14 against openapi/: the customer, vehicle, DMS and line-type calls and the open-RO and
// swimlane lead lists answer as documented, refusals included.
let server: TestServer;
let auth: { authorization: string };
let customer = { id: 0, cellular: '' };

const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('OFFICE_MANAGER'); // store 1 of BOC 1
  const [row] = await server.db.query<{ id: number; cellular: string }>(
    'SELECT id, cellular FROM customer WHERE store_id = 1 ORDER BY id LIMIT 1',
  );
  customer = row!;
});
afterAll(async () => server?.close());

describe('the customer and DMS operations keep the contract', () => {
  it('updates a customer and refuses a bad one', async () => {
    const url = '/api/boc/1/customer';
    const updated = await call('updateCustomer', { url, payload: { id: customer.id, lastName: 'Moreno' } });
    expect(updated.body).toMatchObject({ id: customer.id, lastName: 'Moreno', bocIdFk: 1 });
    expect((await call('updateCustomer', { url, payload: { id: customer.id, email: 'x@' } })).status).toBe(
      400,
    );
    expect((await call('updateCustomer', { url, payload: { id: customer.id, colour: 'red' } })).status).toBe(
      400,
    );
    expect(
      (await call('updateCustomer', { url: '/api/boc/2/customer', payload: { id: customer.id } })).status,
    ).toBe(404);
  });

  it('searches customers and refreshes line types', async () => {
    const page = await call('searchCustomers', {
      url: '/api/boc/1/customer/1/search?page=0&size=5',
      payload: { searchText: 'Moreno' },
    });
    expect((page.body.data as { id: number }[]).map((row) => row.id)).toContain(customer.id);
    expect(
      (await call('searchCustomers', { url: '/api/boc/1/customer/1/search?size=0', payload: {} })).status,
    ).toBe(400);
    const refreshed = await call('updateCustomerLineTypes', {
      url: '/api/boc/1/customer/1/update/line-type?start_date=2000-01-01&end_date=2100-01-01',
    });
    expect(Number(refreshed.body.updated)).toBeGreaterThan(0);
    const bad = await call('updateCustomerLineTypes', {
      url: '/api/boc/1/customer/1/update/line-type?start_date=yesterday&end_date=2100-01-01',
    });
    expect(bad.status).toBe(400);
  });

  it('looks vehicles up in the DMS, attaches one and lists them', async () => {
    const lookup = await call('lookupCustomerVehicles', { payload: { cellular: customer.cellular } });
    const vin = String((lookup.body.data as { vin: string }[])[0]?.vin);
    const attached = await call('attachServiceVehicle', {
      url: '/api/boc/1/service-vehicle/attach',
      payload: { customerId: customer.id, vin },
    });
    expect(attached.body).toMatchObject({ vin });
    expect(
      (await call('attachServiceVehicle', { url: '/api/boc/1/service-vehicle/attach', payload: { vin } }))
        .status,
    ).toBe(400);
    const vehicles = await call('getCustomerVehicles', {
      url: `/api/boc/1/customer/vehicles?customerId=${customer.id}`,
    });
    expect((vehicles.body.data as { vin: string }[]).map((row) => row.vin)).toContain(vin);
    expect((await call('getCustomerVehicles', { url: '/api/boc/1/customer/vehicles' })).status).toBe(400);
    expect((await call('lookupCustomerVehicles', { payload: {} })).status).toBe(400);
  });

  it('adds DMS customers and vehicles', async () => {
    const found = await call('dmsAddSearchCustomer', { payload: { lastName: 'Raman' } });
    expect(found.body.data).toEqual([expect.objectContaining({ firstName: 'Priya', store: 1 })]);
    const added = await call('dmsAddVehicle', {
      payload: { customerId: customer.id, vin: '4T1BF1FK5GU123456' },
    });
    expect(added.body).toMatchObject({ make: 'Toyota', model: 'Camry' });
    expect((await call('dmsAddVehicle', { payload: { customerId: customer.id, vin: '' } })).status).toBe(400);
  });
});

describe('creating a customer keeps the contract (issue 16)', () => {
  const url = '/api/boc/1/customer';
  const newCustomer = {
    selectedBocId: 1,
    firstName: 'Noor',
    lastName: 'Haddad',
    cellular: '(646) 555-0191',
    vehicle: { vin: '1HGCV1F34LA099001', make: 'Honda', model: 'Accord', year: 2022, odometer: 0 },
  };

  it('stores a customer and the first vehicle together, phones as +1 and ten digits', async () => {
    const created = await call('createCustomer', { url, payload: newCustomer });
    expect(created.body).toMatchObject({ firstName: 'Noor', cellular: '+16465550191', store: 1, bocIdFk: 1 });
    const vehicles = await call('getCustomerVehicles', {
      url: `/api/boc/1/customer/vehicles?customerId=${String(created.body.id)}`,
    });
    expect(vehicles.body.data).toEqual([expect.objectContaining({ vin: '1HGCV1F34LA099001', odometer: 0 })]);
  });

  it("refuses a bad number with 'Invalid Number', a taken one by its holder, and stores nothing", async () => {
    const bad = await call('createCustomer', { url, payload: { ...newCustomer, cellular: '555-01X9' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid Number' } });
    const taken = await call('createCustomer', { url, payload: { ...newCustomer, firstName: 'Sam' } });
    expect(taken).toMatchObject({
      status: 400,
      body: { message: 'This number already belongs to Noor Haddad at this store.' },
    });
    const unnamed = await call('createCustomer', {
      url,
      payload: { ...newCustomer, firstName: ' ', cellular: '6465550192' },
    });
    expect(unnamed.body.message).toBe('First name is required');
    const badVin = await call('createCustomer', {
      url,
      payload: { ...newCustomer, cellular: '6465550193', vehicle: { vin: 'SHORT' } },
    });
    expect(badVin.status).toBe(400);
    const [left] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM customer WHERE cellular IN ('+16465550192', '+16465550193')",
    );
    expect(left?.n).toBe(0);
    const otherBoc = await call('createCustomer', { url: '/api/boc/2/customer', payload: newCustomer });
    expect(otherBoc.status).toBe(400);
    const viewer = await call('createCustomer', {
      url,
      payload: { ...newCustomer, cellular: '6465550194' },
      headers: await server.signIn('OFFICE_USER'),
    });
    expect(viewer.status).toBe(403);
  });

  it("opens a new customer's conversation once, then answers the same one (issue 30)", async () => {
    const created = await call('createCustomer', {
      url,
      payload: { ...newCustomer, firstName: 'Lina', cellular: '(646) 555-0192', vehicle: undefined },
    });
    const customerId = created.body.id as number;
    const first = await call('openCustomerConversation', {
      url: '/api/boc/1/customer/conversation',
      payload: { customerId },
    });
    expect(first.body).toMatchObject({ created: true });
    const again = await call('openCustomerConversation', {
      url: '/api/boc/1/customer/conversation',
      payload: { customerId },
    });
    expect(again.body).toEqual({
      futureServiceInteractionId: first.body.futureServiceInteractionId,
      created: false,
    });
    const bad = await call('openCustomerConversation', {
      url: '/api/boc/1/customer/conversation',
      payload: { customerId: 'one' },
    });
    expect(bad.status).toBe(400);
  });

  it("sets the customer's language (issue 31) and refuses one it does not speak", async () => {
    const url = '/api/boc/1/customer/language';
    const set = await call('setCustomerLanguage', {
      url,
      payload: { customerId: customer.id, language: 'es' },
    });
    expect(set.body).toMatchObject({ id: customer.id, preferredLanguage: 'es' });
    const back = await call('setCustomerLanguage', {
      url,
      payload: { customerId: customer.id, language: 'en' },
    });
    expect(back.body).toMatchObject({ preferredLanguage: 'en' });
    const bad = await call('setCustomerLanguage', {
      url,
      payload: { customerId: customer.id, language: 'fr' },
    });
    expect(bad.status).toBe(400);
  });

  it("lists the stores of the user's scope for the store picker", async () => {
    const mine = await call('getEnterpriseStores', { url: '/api/enterprise/1/store' });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: 1, bocMaster: { id: 1 } })]);
    const all = await call('getEnterpriseStores', {
      url: '/api/enterprise/1/store',
      headers: await server.signIn('SUPER_USER'),
    });
    expect((all.body.data as unknown[]).length).toBeGreaterThan(1);
    expect((await call('getEnterpriseStores', { url: '/api/enterprise/x/store' })).status).toBe(400);
  });
});

describe('the open-RO and swimlane lead lists keep the contract', () => {
  const lists = [
    ['searchOpenRoLeads', '/api/future-service-interaction/openro/custom-search'],
    ['searchOpenRoLeadsV2', '/api/future-service-interaction/openro/v2/custom-search'],
    ['searchOpenRoLeadManagerV2', '/api/future-service-interaction/openro/v2/leadManager'],
    ['lisaSwimlaneGlobalInbox', '/api/lisa/swimlane/gi'],
    ['lisaSwimlaneLeadManager', '/api/lisa/swimlane/leadManager'],
    ['lisaSwimlanePreCsiList', '/api/lisa/swimlane/pre-csi-list'],
    ['lisaSwimlaneApptReminderList', '/api/lisa/swimlane/appt-reminder-list'],
  ] as const;

  it.each(lists)('%s answers a page and refuses a bad filter', async (operationId, path) => {
    const page = await call(operationId, { url: `${path}?page=0&size=5`, payload: {} });
    expect(page.body).toMatchObject({ response: 'Success', page: 0, size: 5 });
    expect((await call(operationId, { url: path, payload: { conversationInitiated: 'maybe' } })).status).toBe(
      400,
    );
  });

  it('lists the pre-CSI leads of a store', async () => {
    const page = await call('lisaSwimlanePreCsi', { url: '/api/lisa/swimlane/pre-csi?store_id_pk=1&size=5' });
    expect(page.status).toBe(200);
    expect(
      (await call('lisaSwimlanePreCsi', { url: '/api/lisa/swimlane/pre-csi?store_id_pk=x' })).status,
    ).toBe(400);
  });

  it('exercised every operation it takes over from server-contract.test.ts', () => {
    expect(CUSTOMER_OPERATIONS.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
