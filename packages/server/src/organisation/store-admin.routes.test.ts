import { STORE_CODE_SHAPE, STORE_PHONE_SHAPE, TIME_ZONE_UNKNOWN } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_ENTERPRISE, NOT_YOUR_ROLE } from '../admin/admin-permission.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { adminLogAbout, asRole } from './organisation-test-support.js';
import {
  BOC_OF_ANOTHER_ENTERPRISE,
  bocCodeTaken,
  storeCodeTaken,
  storePhoneTaken,
} from './store-admin.service.js';

let server: TestServer;
let superAdmin: ReturnType<typeof asRole>;
let enterpriseAdmin: ReturnType<typeof asRole>;
let salesRep: ReturnType<typeof asRole>;
let otherEnterpriseId = 0;
let otherBocId = 0;

const newStore = (overrides: Record<string, unknown> = {}) => ({
  enterpriseId: 1,
  bocId: 1,
  store_id: 'st3001',
  storeName: '  Torque  Kia Houston ',
  brand: 'Kia',
  timezone: 'America/Chicago',
  phoneNumber: '(713) 555-0150',
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  superAdmin = asRole(server, 'SUPER_ADMIN');
  enterpriseAdmin = asRole(server, 'ENTERPRISE_ADMIN');
  salesRep = asRole(server, 'SALES_REP');
  otherEnterpriseId = (await superAdmin('POST', '/api/organisation/enterprises', { name: 'Other Motors' }))
    .body['id'] as number;
  const boc = await superAdmin('POST', '/api/organisation/bocs', {
    enterpriseId: otherEnterpriseId,
    bocId: 'OM-NORTH',
    bocName: 'North',
  });
  otherBocId = boc.body['id'] as number;
});
afterAll(() => server?.close());

describe('creating and editing stores (POST /api/organisation/stores, PUT /api/organisation/stores/{id})', () => {
  it('creates a store with its code in capitals, its number as +1 and ten digits and the zone display derived', async () => {
    const created = await superAdmin('POST', '/api/organisation/stores', newStore());
    expect(created).toEqual({
      status: 200,
      body: expect.objectContaining({
        store_id: 'ST3001',
        storeName: 'Torque Kia Houston',
        enterpriseId: 1,
        bocMaster: { id: 1 },
        bocName: 'East Region BOC',
        timezone: 'America/Chicago',
        timezoneDisplay: 'GMT-06:00',
        phoneNumber: '+17135550150',
      }),
    });
    const listed = await salesRep('GET', '/api/store?enterpriseId=1&size=100');
    expect(listed.body.data).not.toContainEqual(expect.objectContaining({ store_id: 'ST3001' }));
    const all = await superAdmin('GET', '/api/store?enterpriseId=1&size=100');
    expect(all.body.data).toContainEqual(expect.objectContaining({ store_id: 'ST3001', brand: 'Kia' }));
    const numbers = await server.db.query('SELECT kind FROM store_number WHERE phone_number = $1', [
      '+17135550150',
    ]);
    expect(numbers).toEqual([{ kind: 'main' }]);
    expect(await adminLogAbout(server.db, 'Store ST3001')).toEqual([
      expect.objectContaining({
        action: 'change stores and BOCs',
        enterprise_id: 1,
        detail: expect.stringContaining('created'),
      }),
    ]);
  });

  it('refuses a bad code, zone or phone, a taken code or number, with a plain message and no change', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ store_id: '9X' }, STORE_CODE_SHAPE],
      [{ store_id: 'ST9001', timezone: 'GMT-06:00' }, TIME_ZONE_UNKNOWN],
      [{ store_id: 'ST9001', phoneNumber: '555-0150' }, STORE_PHONE_SHAPE],
      [{ store_id: 'st1001', phoneNumber: '7135550199' }, storeCodeTaken('ST1001')],
      [{ store_id: 'ST9001', phoneNumber: '+1 312 555 0117' }, storePhoneTaken('+13125550117')],
      // A pool number of a store is taken as well (texts to it reach that store).
      [{ store_id: 'ST9001', phoneNumber: '3125550118' }, storePhoneTaken('+13125550118')],
      [{ store_id: 'ST9001', phoneNumber: '7135550199', bocId: otherBocId }, BOC_OF_ANOTHER_ENTERPRISE],
    ];
    for (const [change, message] of cases) {
      const answer = await superAdmin('POST', '/api/organisation/stores', newStore(change));
      expect(answer, JSON.stringify(change)).toEqual({
        status: 400,
        body: expect.objectContaining({ message }),
      });
    }
    expect(await server.db.query("SELECT 1 FROM store WHERE store_code = 'ST9001'")).toEqual([]);
  });

  it('edits a store: a new number frees the old one; the zone display follows the zone', async () => {
    const store = await superAdmin(
      'POST',
      '/api/organisation/stores',
      newStore({ store_id: 'ST3002', phoneNumber: '7135550160' }),
    );
    const id = store.body['id'] as number;
    const edited = await superAdmin('PUT', `/api/organisation/stores/${id}`, {
      bocId: 2,
      store_id: 'ST3002',
      storeName: 'Torque Kia Denver',
      brand: 'Kia',
      timezone: 'America/Denver',
      phoneNumber: '7205550161',
    });
    expect(edited.body).toEqual(
      expect.objectContaining({
        bocMaster: { id: 2 },
        timezoneDisplay: 'GMT-07:00',
        phoneNumber: '+17205550161',
      }),
    );
    const taken = await superAdmin(
      'POST',
      '/api/organisation/stores',
      newStore({ store_id: 'ST3003', phoneNumber: '7135550160' }),
    );
    expect(taken.status).toBe(200);
  });

  it('lets an enterprise admin change stores of their own enterprise only, and a sales rep none', async () => {
    const own = await enterpriseAdmin(
      'POST',
      '/api/organisation/stores',
      newStore({ store_id: 'ST3010', phoneNumber: '7135550170' }),
    );
    expect(own.status).toBe(200);
    const other = await enterpriseAdmin(
      'POST',
      '/api/organisation/stores',
      newStore({
        enterpriseId: otherEnterpriseId,
        bocId: otherBocId,
        store_id: 'ST3011',
        phoneNumber: '7135550171',
      }),
    );
    expect(other).toEqual({ status: 403, body: expect.objectContaining({ message: NOT_YOUR_ENTERPRISE }) });
    const rep = await salesRep(
      'POST',
      '/api/organisation/stores',
      newStore({ store_id: 'ST3012', phoneNumber: '7135550172' }),
    );
    expect(rep).toEqual({ status: 403, body: expect.objectContaining({ message: NOT_YOUR_ROLE }) });
    const details = await enterpriseAdmin('GET', '/api/organisation/stores');
    expect(new Set((details.body.data as { enterpriseId: number }[]).map((s) => s.enterpriseId))).toEqual(
      new Set([1]),
    );
    expect((await salesRep('GET', '/api/organisation/stores')).status).toBe(403);
  });
});

describe('BOCs (POST /api/organisation/bocs, PUT /api/organisation/bocs/{id})', () => {
  it('creates and renames a BOC, refuses a taken code, and logs both', async () => {
    const created = await enterpriseAdmin('POST', '/api/organisation/bocs', {
      enterpriseId: 1,
      bocId: 'boc003',
      bocName: 'South',
    });
    expect(created).toEqual({
      status: 200,
      body: { id: expect.any(Number), bocId: 'BOC003', bocName: 'South' },
    });
    const renamed = await enterpriseAdmin('PUT', `/api/organisation/bocs/${created.body['id'] as number}`, {
      bocName: 'South Region BOC',
    });
    expect(renamed.body['bocName']).toBe('South Region BOC');
    const again = await superAdmin('POST', '/api/organisation/bocs', {
      enterpriseId: 1,
      bocId: 'BOC003',
      bocName: 'Another',
    });
    expect(again).toEqual({
      status: 400,
      body: expect.objectContaining({ message: bocCodeTaken('BOC003') }),
    });
    expect((await adminLogAbout(server.db, 'BOC BOC003')).map((entry) => entry.detail)).toEqual([
      'renamed from South',
      'created',
    ]);
    const foreign = await enterpriseAdmin('PUT', `/api/organisation/bocs/${otherBocId}`, {
      bocName: 'Mine now',
    });
    expect(foreign.status).toBe(403);
  });

  it('lists BOCs inside the reach: an enterprise admin never sees another enterprise', async () => {
    const mine = await enterpriseAdmin('GET', '/api/boc');
    expect(mine.body.data).not.toContainEqual(expect.objectContaining({ id: otherBocId }));
    expect((await enterpriseAdmin('GET', `/api/boc?enterpriseId=${otherEnterpriseId}`)).body.data).toEqual(
      [],
    );
    expect((await superAdmin('GET', '/api/boc')).body.data).toContainEqual({
      id: otherBocId,
      bocId: 'OM-NORTH',
      bocName: 'North',
    });
  });
});

describe('store pickers: brands, time zones and filtered stores inside the data scope', () => {
  it('answers brands and their zones, and stores of some brands in one zone', async () => {
    expect((await superAdmin('GET', '/api/store/brands?enterpriseId=1')).body.data).toEqual(
      expect.arrayContaining(['Chevrolet', 'Ford', 'Honda', 'Toyota']),
    );
    expect((await salesRep('GET', '/api/store/brand-timezone')).body.data).toHaveLength(1);
    const zone = await superAdmin(
      'GET',
      '/api/store/brands-timezone?zone=America/Chicago&brands=Ford&brands=Honda',
    );
    expect((zone.body.data as { store_id: string }[]).map((s) => s.store_id)).toEqual(['ST1002']);
    const bad = await superAdmin('GET', '/api/store/brands-timezone?zone=Mars/Base&brands=Ford');
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ message: TIME_ZONE_UNKNOWN }) });
  });

  it('answers the stores of service interactions of some service types and BOCs', async () => {
    const [type] = await server.db.query<{ planned_service_type: string }>(
      'SELECT planned_service_type FROM future_service_interaction WHERE boc_id = 2 LIMIT 1',
    );
    const answer = await superAdmin('POST', '/api/lisa/service-interactions/stores', {
      bocIds: [2],
      serviceTypes: [type!.planned_service_type],
    });
    expect(answer.status).toBe(200);
    expect((answer.body.data as { bocMaster: { id: number } }[]).every((s) => s.bocMaster.id === 2)).toBe(
      true,
    );
    expect(answer.body.data!.length).toBeGreaterThan(0);
  });
});
