import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminLogRepository } from '../admin/admin-log.repository.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 20: the data settings of /settings against the demo data and the simulated DMS.
let server: TestServer;
let enterpriseId = 0;
beforeAll(async () => {
  server = await startTestServer();
  const [store] = await server.db.query<{ enterprise_id: number }>(
    'SELECT enterprise_id FROM store WHERE id = 1',
  );
  enterpriseId = store!.enterprise_id;
});
afterAll(() => server.close());

async function call(role: Role, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: await server.signIn(role),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** An open order of the store whose status last changed two days ago: any dwell has passed. */
async function staleOrder(storeId: number): Promise<{ id: number; status: string }> {
  const [order] = await server.db.query<{ id: number; status: string }>(
    `UPDATE repair_order SET status_changed_at = now() - interval '2 days'
      WHERE id = (SELECT id FROM repair_order WHERE store_id = $1 AND closed_on IS NULL AND ro_number IS NOT NULL
                   ORDER BY id LIMIT 1)
      RETURNING id, status`,
    [storeId],
  );
  return order!;
}
const statusOf = async (id: number) =>
  (await server.db.query<{ status: string }>('SELECT status FROM repair_order WHERE id = $1', [id]))[0]!
    .status;
const history = async () =>
  (await call('SUPER_USER', 'GET', `/api/sync-history?enterpriseId=${enterpriseId}`)).body['data'] as {
    syncType: string;
    status: string;
    storeId: number | null;
    message: string;
  }[];

describe('manual and display sync', () => {
  it('applies the DMS changes of the store only, and records the run in the history and the admin log', async () => {
    const here = await staleOrder(1);
    const elsewhere = await staleOrder(2);
    const answer = await call('SUPER_USER', 'POST', '/api/sync/manual', { enterpriseId, storeId: 1 });
    expect(answer).toEqual({ status: 200, body: { message: 'Synced Successfully' } });
    expect(await statusOf(here.id)).not.toBe(here.status);
    expect(await statusOf(elsewhere.id)).toBe(elsewhere.status);
    expect((await history())[0]).toMatchObject({
      syncType: 'MANUAL',
      status: 'SUCCEEDED',
      storeId: 1,
      message: expect.stringMatching(/^[1-9]\d* repair order changes? applied$/),
    });
    const { entries } = await new AdminLogRepository(server.db).latest({ limit: 1, offset: 0 });
    expect(entries[0]).toMatchObject({ action: 'change settings', subject: 'Manual sync of store 1' });
  });

  it('a display sync also sends the open orders to the boards again', async () => {
    const answer = await call('SUPER_ADMIN', 'POST', '/api/sync/display', { enterpriseId, storeId: 1 });
    expect(answer.body).toEqual({ message: 'Synced Successfully' });
    expect((await history())[0]).toMatchObject({
      syncType: 'DISPLAY',
      message: expect.stringMatching(/, [1-9]\d* open orders sent to the boards$/),
    });
  });

  it("answers 'DMS not supporting Sync' for a store whose data comes as file drops, and records the failure", async () => {
    const saved = await call('SUPER_USER', 'POST', '/api/datasource-configuration', {
      enterpriseId,
      storeId: 2,
      dataSource: 'DEALERVAULT',
      data_mapping: [{ key: 'requestId', value: 'DV-2' }],
    });
    expect(saved).toEqual({ status: 200, body: { message: 'Successfully Updated' } });
    const refused = await call('SUPER_USER', 'POST', '/api/sync/manual', { enterpriseId, storeId: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body['message']).toBe('DMS not supporting Sync');
    expect((await history())[0]).toMatchObject({
      status: 'FAILED',
      storeId: 2,
      message: 'DEALERVAULT does not answer for changes',
    });
  });

  it('is for roles that change settings, within their enterprise', async () => {
    expect((await call('CORPORATE_ADMIN', 'POST', '/api/sync/manual', { enterpriseId })).status).toBe(403);
    expect((await call('SALES_REP', 'GET', '/api/sync-history')).status).toBe(403);
    expect((await call('CORPORATE_ADMIN', 'GET', '/api/sync-history')).status).toBe(200);
    const other = await call('ENTERPRISE_ADMIN', 'POST', '/api/sync/manual', {
      enterpriseId: enterpriseId + 1000,
    });
    expect(other).toMatchObject({ status: 403, body: { message: 'This belongs to another enterprise.' } });
  });
});

describe('data-source configuration', () => {
  it('answers an empty configuration (no data source, not a 404) until one is saved, then it as saved', async () => {
    const url = `/api/datasource-configuration?enterpriseId=${enterpriseId}&storeId=3`;
    expect(await call('CORPORATE_ADMIN', 'GET', url)).toEqual({
      status: 200,
      body: { enterpriseId, storeId: 3, data_mapping: [] },
    });
    const body = {
      enterpriseId,
      storeId: 3,
      dataSource: 'CDK',
      data_mapping: [{ key: 'dealerCode', value: 'ST1003' }],
    };
    expect((await call('ENTERPRISE_ADMIN', 'POST', '/api/datasource-configuration', body)).status).toBe(200);
    expect((await call('CORPORATE_ADMIN', 'GET', url)).body).toEqual(body);
  });

  it('refuses an unknown data source and a store of no such enterprise', async () => {
    const unknown = await call('SUPER_USER', 'POST', '/api/datasource-configuration', {
      enterpriseId,
      dataSource: 'FAX',
      data_mapping: [],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body['message']).toMatch(/^Choose a data source: CDK/);
    const noStore = await call('SUPER_USER', 'POST', '/api/datasource-configuration', {
      enterpriseId,
      storeId: 99_999,
      dataSource: 'CDK',
      data_mapping: [],
    });
    expect(noStore.status).toBe(404);
  });
});

describe('planner mappings', () => {
  it("saves a planner's mapping ('Mapping Saved Successfully.'), replacing it when saved again", async () => {
    const save = (serviceType: string) =>
      call('SUPER_DATA_ADMIN', 'POST', '/api/lisa/service-interactions/mapping', {
        plannerKey: '5K',
        serviceType,
        storeIds: [1, 2],
      });
    expect(await save('OIL_CHANGE')).toEqual({
      status: 200,
      body: { message: 'Mapping Saved Successfully.' },
    });
    expect((await save('OIL_CHANGE_CPO')).status).toBe(200);
    const list = await call(
      'CORPORATE_ADMIN',
      'GET',
      `/api/lisa/service-interactions/mapping?enterpriseId=${enterpriseId}`,
    );
    const mine = (
      list.body['data'] as { plannerKey: string; serviceType: string; storeIds: number[] }[]
    ).filter((m) => m.plannerKey === '5K');
    expect(mine).toEqual([expect.objectContaining({ serviceType: 'OIL_CHANGE_CPO', storeIds: [1, 2] })]);
  });

  it('refuses an unknown planner or service type, and roles that only read settings', async () => {
    const bad = await call('SUPER_USER', 'POST', '/api/lisa/service-interactions/mapping', {
      plannerKey: '99K',
      serviceType: 'OIL_CHANGE',
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'No planner is called 99K.' } });
    const reader = await call('CORPORATE_ADMIN', 'POST', '/api/lisa/service-interactions/mapping', {
      plannerKey: '10K',
      serviceType: 'OIL_CHANGE_10K',
    });
    expect(reader.status).toBe(403);
  });
});

describe('the DMS view and the delivered files', () => {
  it("lists a store's repair orders as the DMS holds them, without customers' phones", async () => {
    const view = await call('SUPER_USER', 'GET', '/api/dms-view?store_id_pk=1&size=5');
    expect(view.status).toBe(200);
    const rows = view.body['data'] as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row['storeId'] === '1' && typeof row['roNumber'] === 'string')).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/\+1\d{10}/);
    expect((await call('SUPER_USER', 'GET', '/api/dms-view?store_id_pk=99999')).status).toBe(404);
  });

  it('lists the files delivered for the enterprise', async () => {
    const [batch] = await server.db.query<{ id: number }>(
      `INSERT INTO import_batch (enterprise_id, store_id, file_type, file_name, status, uploaded_on)
       VALUES ($1, 1, 'RECALL', 'vault-recalls.csv', 'COMPLETED', now()) RETURNING id`,
      [enterpriseId],
    );
    const page = await call('SUPER_USER', 'GET', `/api/dealervault/deliveries?enterpriseId=${enterpriseId}`);
    expect(page.body['data']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          deliveryId: String(batch!.id),
          fileName: 'vault-recalls.csv',
          status: 'COMPLETED',
        }),
      ]),
    );
  });
});
