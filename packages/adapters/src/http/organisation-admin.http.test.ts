import type { StoreDetail } from '@torque/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { opsHarness, type OpsHarness } from '../test/ops-harness.js';
import { HttpOrganisationAdminGateway } from './organisation-admin.http.js';

const STORE: StoreDetail = {
  id: 9,
  store_id: 'ST9001',
  storeName: 'Torque Kia Houston',
  enterpriseId: 1,
  bocMaster: { id: 1 },
  bocName: 'East Region BOC',
  brand: 'Kia',
  timezone: 'America/Chicago',
  timezoneDisplay: 'GMT-06:00',
  phoneNumber: '+17135550150',
};

let harness: OpsHarness | undefined;
afterEach(() => {
  // Every request the adapter sent kept the contract (openapi/openapi.yaml).
  expect(harness?.violations()).toEqual([]);
  harness = undefined;
});

describe('HttpOrganisationAdminGateway (issue 20 creates and edits)', () => {
  it('sends creates and edits as the contract documents them and parses the answers', async () => {
    const seen: unknown[] = [];
    harness = opsHarness({
      createEnterprise: (call) => (seen.push(call.body), { body: { id: 7, name: 'Lakeside Auto' } }),
      createTenant: (call) => (seen.push(call.body), { body: { tenantId: 7, name: 'LAKE' } }),
      renameTenant: (call) => (seen.push(call.pathParams), { body: { tenantId: 7, name: 'LAKESIDE' } }),
      createBoc: (call) => (seen.push(call.body), { body: { id: 3, bocId: 'BOC003', bocName: 'South' } }),
      renameBoc: (call) => (
        seen.push(call.pathParams),
        { body: { id: 3, bocId: 'BOC003', bocName: 'North' } }
      ),
      listStoreDetails: (call) => (
        seen.push(call.query),
        { body: { data: [STORE], response: 'Success', total: 1, size: 1, page: 0 } }
      ),
      createStore: (call) => (seen.push(call.body), { body: STORE }),
      updateStore: (call) => (seen.push(call.pathParams), { body: STORE }),
    });
    const gateway = new HttpOrganisationAdminGateway(harness.api, harness.options);
    expect(await gateway.createEnterprise({ name: 'Lakeside Auto', inbound: true })).toEqual({
      ok: true,
      value: { id: 7, name: 'Lakeside Auto' },
    });
    expect((await gateway.createTenant(7, 'LAKE')).ok).toBe(true);
    expect(await gateway.renameTenant(7, 'LAKESIDE')).toEqual({
      ok: true,
      value: { tenantId: 7, name: 'LAKESIDE' },
    });
    expect((await gateway.createBoc({ enterpriseId: 1, bocId: 'BOC003', bocName: 'South' })).ok).toBe(true);
    expect((await gateway.renameBoc(3, 'North')).ok).toBe(true);
    const details = await gateway.storeDetails({ enterpriseId: 1 });
    expect(details.ok && details.value.data).toEqual([STORE]);
    const fields = {
      bocId: 1,
      store_id: 'ST9001',
      storeName: 'Torque Kia Houston',
      brand: 'Kia',
      timezone: 'America/Chicago',
      phoneNumber: '7135550150',
    };
    expect(await gateway.createStore({ enterpriseId: 1, ...fields })).toEqual({ ok: true, value: STORE });
    expect(await gateway.updateStore(9, fields)).toEqual({ ok: true, value: STORE });
    expect(seen).toEqual([
      { name: 'Lakeside Auto', inbound: true },
      { enterpriseId: 7, name: 'LAKE' },
      { tenantId: '7' },
      { enterpriseId: 1, bocId: 'BOC003', bocName: 'South' },
      { bocId: '3' },
      { enterpriseId: '1' },
      { enterpriseId: 1, ...fields },
      { storeId: '9' },
    ]);
  });

  it("answers the server's refusal as a failure carrying its plain message", async () => {
    const message = 'Another store already uses the phone number +17135550150.';
    harness = opsHarness({
      createStore: () => ({ status: 400, body: { statusCode: 400, message, errors: [message] } }),
    });
    const gateway = new HttpOrganisationAdminGateway(harness.api, harness.options);
    const answer = await gateway.createStore({
      enterpriseId: 1,
      bocId: 1,
      store_id: 'X1',
      storeName: 'X',
      brand: 'Kia',
      timezone: 'America/Chicago',
      phoneNumber: '7135550150',
    });
    expect(answer.ok || answer.error.message).toBe(message);
  });
});
