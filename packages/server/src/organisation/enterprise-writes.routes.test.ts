import { readFileSync } from 'node:fs';
import { MAX_LOGO_BYTES, type Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NOT_YOUR_ROLE } from '../admin/admin-permission.js';
import { openapiDocumentPath } from '../config/package-paths.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { logoDataUrl } from './enterprise.repository.js';
import { adminLogAbout, asRole, fileForm, TINY_PNG } from './organisation-test-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Issue 28, point 10: a logo is part of the enterprise, changed by whoever may change enterprises. */
describe('who may change an enterprise logo', () => {
  const uploadLogo = async (method: 'POST' | 'PUT', role: Role) => {
    const form = await fileForm(TINY_PNG, 'logo.png', 'image/png');
    const response = await server.app.inject({
      method,
      url: '/api/enterprise/1/logo',
      payload: form.payload,
      headers: { ...(await server.signIn(role)), ...form.headers },
    });
    return { status: response.statusCode, message: (response.json() as { message?: string }).message };
  };

  it.each(['SUPER_DATA_ADMIN', 'ENTERPRISE_ADMIN'] as const)(
    'refuses %s, even for its own enterprise, and keeps the logo unchanged',
    async (role) => {
      for (const method of ['POST', 'PUT'] as const)
        expect(await uploadLogo(method, role)).toEqual({ status: 403, message: NOT_YOUR_ROLE });
      expect(await server.db.query('SELECT 1 FROM enterprise_logo WHERE enterprise_id = 1')).toHaveLength(0);
    },
  );

  it.each(['SUPER_ADMIN', 'SUPER_USER'] as const)('lets %s add and replace it', async (role) => {
    expect((await uploadLogo('POST', role)).status).toBe(200);
    expect((await uploadLogo('PUT', role)).status).toBe(200);
    const [entry] = await adminLogAbout(server.db, 'Logo of');
    expect(entry?.action).toBe('change enterprises and tenants');
  });
});

/**
 * Issue 28, point 8: a text longer than its column allows (migration 035's checks) is refused by the
 * contract with a 400, never by the database with a 500.
 */
describe('the lengths of enterprise and tenant texts', () => {
  const enterprise = {
    id: 1,
    name: 'Torque Motor Group',
    enterpriseType: 'Dealer group',
    inbound: false,
    realTimeSync: true,
    callingFeature: false,
  };

  it('takes an enterprise type of 60 characters and refuses 61', async () => {
    const superAdmin = asRole(server, 'SUPER_ADMIN');
    const at = await superAdmin('PUT', '/api/enterprise/1', {
      ...enterprise,
      enterpriseType: 'T'.repeat(60),
    });
    expect(at.status).toBe(200);
    const over = await superAdmin('PUT', '/api/enterprise/1', {
      ...enterprise,
      enterpriseType: 'T'.repeat(61),
    });
    expect(over.status).toBe(400);
    const created = await superAdmin('POST', '/api/organisation/enterprises', {
      name: 'Longtype Motors',
      enterpriseType: 'T'.repeat(61),
    });
    expect(created.status).toBe(400);
  });

  it('takes an enterprise name of 120 characters and refuses 121', async () => {
    const superAdmin = asRole(server, 'SUPER_ADMIN');
    const name = (length: number) => `Torque ${'M'.repeat(length - 7)}`;
    expect((await superAdmin('PUT', '/api/enterprise/1', { ...enterprise, name: name(120) })).status).toBe(
      200,
    );
    expect((await superAdmin('PUT', '/api/enterprise/1', { ...enterprise, name: name(121) })).status).toBe(
      400,
    );
    await superAdmin('PUT', '/api/enterprise/1', enterprise);
  });

  it('refuses a tenant name over 120 characters, when created and when renamed', async () => {
    const superAdmin = asRole(server, 'SUPER_ADMIN');
    const other = await superAdmin('POST', '/api/organisation/enterprises', { name: 'Tenantless Motors' });
    const enterpriseId = other.body['id'] as number;
    const long = 'N'.repeat(121);
    expect((await superAdmin('POST', '/api/organisation/tenants', { enterpriseId, name: long })).status).toBe(
      400,
    );
    expect(
      (await superAdmin('POST', '/api/organisation/tenants', { enterpriseId, name: 'Tenant' })).status,
    ).toBe(200);
    expect(
      (await superAdmin('PUT', `/api/organisation/tenants/${enterpriseId}`, { name: long })).status,
    ).toBe(400);
  });
});

describe("the contract's bound on an enterprise's logo", () => {
  it('fits the data: URL of the largest logo of the longest kind', () => {
    const contract = parse(readFileSync(openapiDocumentPath(), 'utf8')) as {
      components: { schemas: { Enterprise: { properties: { logoUrl: { maxLength: number } } } } };
    };
    const largest = logoDataUrl('image/jpeg', Buffer.alloc(MAX_LOGO_BYTES).toString('base64'));
    expect(contract.components.schemas.Enterprise.properties.logoUrl.maxLength).toBe(largest.length);
  });
});
