import { AIVA_FILE_UNKNOWN, LOGO_NOT_AN_IMAGE, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_ENTERPRISE, NOT_YOUR_ROLE } from '../admin/admin-permission.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import {
  ENTERPRISE_ID_MISMATCH,
  enterpriseNameTaken,
  NO_LOGO,
  TENANT_EXISTS,
} from './organisation-admin.service.js';
import { adminLogAbout, asRole, fileForm, TINY_PNG } from './organisation-test-support.js';

let server: TestServer;
let superAdmin: ReturnType<typeof asRole>;
let enterpriseAdmin: ReturnType<typeof asRole>;

beforeAll(async () => {
  server = await startTestServer();
  superAdmin = asRole(server, 'SUPER_ADMIN');
  enterpriseAdmin = asRole(server, 'ENTERPRISE_ADMIN');
});
afterAll(() => server?.close());

const uploadLogo = async (
  method: 'POST' | 'PUT',
  enterpriseId: number,
  bytes: Buffer,
  name: string,
  type: string,
) => {
  const form = await fileForm(bytes, name, type);
  const response = await server.app.inject({
    method,
    url: `/api/enterprise/${enterpriseId}/logo`,
    payload: form.payload,
    headers: { ...(await server.signIn('SUPER_ADMIN')), ...form.headers },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

describe('enterprises (GET /api/enterprise, POST /api/organisation/enterprises, PUT /api/enterprise/{id})', () => {
  it('creates an enterprise with its configuration; platform roles see it, an enterprise admin only their own', async () => {
    const created = await superAdmin('POST', '/api/organisation/enterprises', {
      name: 'Lakeside Auto',
      enterpriseType: 'Single store',
      inbound: true,
    });
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Lakeside Auto',
      enterpriseType: 'Single store',
      inbound: true,
      realTimeSync: false,
      callingFeature: false,
      logoUrl: null,
    });
    const names = (list: { body: { data?: { name: string }[] } }) => list.body.data!.map((e) => e.name);
    expect(names(await superAdmin('GET', '/api/enterprise'))).toContain('Lakeside Auto');
    expect(names(await enterpriseAdmin('GET', '/api/enterprise'))).toEqual(['Torque Motor Group']);
    const twice = await superAdmin('POST', '/api/organisation/enterprises', { name: 'lakeside auto' });
    expect(twice).toEqual({
      status: 400,
      body: expect.objectContaining({ message: enterpriseNameTaken('lakeside auto') }),
    });
    const refused = await enterpriseAdmin('POST', '/api/organisation/enterprises', { name: 'Mine' });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: NOT_YOUR_ROLE }) });
    expect(await adminLogAbout(server.db, 'Enterprise Lakeside Auto')).toHaveLength(1);
  });

  it('updates the configuration (calling feature, real-time sync) and refuses a body for another id', async () => {
    const body = {
      id: 1,
      name: 'Torque Motor Group',
      enterpriseType: 'Dealer group',
      inbound: true,
      realTimeSync: false,
      callingFeature: true,
    };
    const updated = await superAdmin('PUT', '/api/enterprise/1', body);
    expect(updated.body).toEqual(expect.objectContaining({ realTimeSync: false, callingFeature: true }));
    const mismatch = await superAdmin('PUT', '/api/enterprise/1', { ...body, id: 2 });
    expect(mismatch).toEqual({
      status: 400,
      body: expect.objectContaining({ message: ENTERPRISE_ID_MISMATCH }),
    });
    expect((await enterpriseAdmin('PUT', '/api/enterprise/1', body)).status).toBe(403);
    expect((await adminLogAbout(server.db, 'Enterprise Torque Motor Group'))[0]!.detail).toContain(
      'calling feature true',
    );
  });
});

describe('the enterprise logo (GET, POST, PUT /api/enterprise/{id}/logo)', () => {
  it('refuses what is not a PNG, JPEG, GIF or WebP by its bytes, whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await uploadLogo('POST', 1, svg, 'logo.png', 'image/png')).toEqual({
      status: 400,
      body: expect.objectContaining({ message: LOGO_NOT_AN_IMAGE }),
    });
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_LOGO_BYTES)]);
    expect((await uploadLogo('POST', 1, big, 'big.png', 'image/png')).body['message']).toBe(LOGO_TOO_LARGE);
    expect(await superAdmin('GET', '/api/enterprise/1/logo')).toEqual({
      status: 404,
      body: expect.objectContaining({ message: NO_LOGO }),
    });
  });

  it('adds and replaces a logo; fetching it answers a data: URL the web app shows', async () => {
    const added = await uploadLogo('POST', 1, TINY_PNG, 'whatever.bin', 'application/octet-stream');
    expect(added).toEqual({
      status: 200,
      body: { enterpriseId: 1, url: `data:image/png;base64,${TINY_PNG.toString('base64')}` },
    });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await uploadLogo('PUT', 1, gif, 'logo.gif', 'image/gif')).status).toBe(200);
    const fetched = await enterpriseAdmin('GET', '/api/enterprise/1/logo');
    expect(fetched.body['url']).toBe(`data:image/gif;base64,${gif.toString('base64')}`);
    expect((await superAdmin('GET', '/api/enterprise')).body.data).toContainEqual(
      expect.objectContaining({ id: 1, logoUrl: fetched.body['url'] }),
    );
    expect((await adminLogAbout(server.db, 'Logo of Torque Motor Group')).map((e) => e.detail)).toEqual([
      expect.stringMatching(/^replaced \(image\/gif/),
      expect.stringMatching(/^added \(image\/png/),
    ]);
  });

  it("keeps another enterprise's logo from an enterprise admin", async () => {
    const other = await superAdmin('POST', '/api/organisation/enterprises', { name: 'Hilltop Cars' });
    const answer = await enterpriseAdmin('GET', `/api/enterprise/${other.body['id'] as number}/logo`);
    expect(answer).toEqual({ status: 403, body: expect.objectContaining({ message: NOT_YOUR_ENTERPRISE }) });
  });
});

describe('tenants and their assistant file', () => {
  it('lists tenants in reach, creates one per enterprise and renames it with its users', async () => {
    expect((await enterpriseAdmin('GET', '/api/tenant')).body.data).toEqual([
      { tenantId: 1, name: 'TORQUE', aivaFileName: 'service-assistant.aiva' },
    ]);
    const enterprise = await superAdmin('POST', '/api/organisation/enterprises', {
      name: 'Riverside Motors',
    });
    const id = enterprise.body['id'] as number;
    const created = await superAdmin('POST', '/api/organisation/tenants', {
      enterpriseId: id,
      name: 'RIVERSIDE',
    });
    expect(created.body).toEqual({ tenantId: id, name: 'RIVERSIDE', aivaFileName: null });
    const again = await superAdmin('POST', '/api/organisation/tenants', { enterpriseId: id, name: 'OTHER' });
    expect(again).toEqual({ status: 400, body: expect.objectContaining({ message: TENANT_EXISTS }) });
    const renamed = await superAdmin('PUT', '/api/organisation/tenants/1', { name: 'TORQUE GROUP' });
    expect(renamed.body['name']).toBe('TORQUE GROUP');
    const users = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM app_user WHERE tenant = 'TORQUE'",
    );
    expect(users).toEqual([{ n: 0 }]);
    expect(
      (await server.db.query("SELECT 1 FROM app_user WHERE tenant = 'TORQUE GROUP'")).length,
    ).toBeGreaterThan(0);
    expect((await enterpriseAdmin('PUT', '/api/organisation/tenants/1', { name: 'X' })).status).toBe(403);
  });

  it('offers the assistant files of the divisions with assistants and refuses any other name', async () => {
    const files = await superAdmin('GET', '/api/tenant/1/aiva/files');
    expect(files.body.data).toEqual(['sales-assistant.aiva', 'service-assistant.aiva']);
    const unknown = await superAdmin('PUT', '/api/tenant/1/aiva', { aivaFileName: '../../etc/passwd' });
    expect(unknown).toEqual({ status: 400, body: expect.objectContaining({ message: AIVA_FILE_UNKNOWN }) });
    const set = await superAdmin('PUT', '/api/tenant/1/aiva', { aivaFileName: 'sales-assistant.aiva' });
    expect(set.body).toEqual(expect.objectContaining({ tenantId: 1, aivaFileName: 'sales-assistant.aiva' }));
    expect((await asRole(server, 'SALES_REP')('GET', '/api/tenant')).status).toBe(403);
  });
});

describe('interaction customer type and UI screens', () => {
  it("answers a visible interaction's customer type and 404 for one out of scope", async () => {
    const [lead] = await server.db.query<{ id: number; customer_type: string | null; store_id: number }>(
      `SELECT f.id, c.customer_type, f.store_id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.store_id <> (SELECT store_id FROM app_user WHERE email = 'sales_rep@torque.demo') LIMIT 1`,
    );
    const seen = await superAdmin('GET', `/api/lisa/service-interactions/customer-type/${lead!.id}`);
    expect(seen.body).toEqual({ interactionId: lead!.id, customerType: lead!.customer_type });
    const hidden = await asRole(server, 'SALES_REP')(
      'GET',
      `/api/lisa/service-interactions/customer-type/${lead!.id}`,
    );
    expect(hidden.status).toBe(404);
  });

  it('answers the UI screens of an enterprise in reach', async () => {
    const screens = await enterpriseAdmin('GET', '/api/ui-screen');
    expect(screens.body.data).toContainEqual({
      screenKey: 'LEAD_MANAGER',
      label: 'Lead Manager',
      enabled: true,
    });
    expect((await enterpriseAdmin('GET', '/api/ui-screen?enterpriseId=2')).status).toBe(403);
  });
});
