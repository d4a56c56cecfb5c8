import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type LeadPage = Schemas['LeadPage'];

describe('lead search and lookup', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function search(role: Role, filter: object = {}, query = 'page=0&size=1000') {
    return server.app.inject({
      method: 'POST',
      url: `/api/future-service-interaction/custom-search?${query}`,
      headers: await server.signIn(role),
      payload: filter,
    });
  }
  const page = async (role: Role, filter: object = {}, query?: string) =>
    (await search(role, filter, query)).json() as LeadPage;
  const count = async (sql: string, params: unknown[] = []) =>
    (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n ?? -1;

  it('returns every lead to a super user, latest activity first', async () => {
    const result = await page('SUPER_USER');
    // The lead manager lists what is not archived (the demo archives finished conversations).
    expect(result.total).toBe(await count('future_service_interaction WHERE NOT archived'));
    expect(result.data).toHaveLength(result.total);
    // Activity is the newest message of any kind (spec 1 §4: every message moves its lead up).
    const expected = await server.db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f
         LEFT JOIN LATERAL (SELECT max(created_on) AS at FROM message_instance m WHERE m.fsi_id = f.id) a ON true
        WHERE NOT f.archived
        ORDER BY a.at DESC NULLS LAST, f.id DESC`,
    );
    expect(result.data.map((lead) => lead.id)).toEqual(expected.map((row) => row.id));
    const notStarted = result.data.filter((lead) => !lead.conversationInitiated);
    expect(notStarted.length).toBeGreaterThan(0);
    expect(result.data.slice(-notStarted.length).every((lead) => lead.latestMessage === null)).toBe(true);
  });

  it('never uses an INTERNAL message as the latest message', async () => {
    const result = await page('SUPER_DATA_ADMIN');
    expect(result.data.every((lead) => lead.latestMessage?.messageType !== 'INTERNAL')).toBe(true);
  });

  it('matches first name, last name, e-mail, cellular digits and customer number, ignoring case', async () => {
    const [customer] = await server.db.query<{
      first_name: string;
      last_name: string;
      email: string;
      cellular: string;
      custno: string;
    }>(
      'SELECT first_name, last_name, email, cellular, custno FROM customer WHERE email IS NOT NULL ORDER BY id LIMIT 1',
    );
    if (!customer) throw new Error('no seeded customer');
    const digits = customer.cellular.slice(2);
    const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    for (const text of [
      customer.first_name.toUpperCase(),
      customer.last_name.toLowerCase(),
      customer.email,
      formatted,
      customer.custno,
    ]) {
      const result = await page('SUPER_USER', { searchText: text });
      expect(result.total, text).toBeGreaterThan(0);
      expect(
        result.data.some((lead) => lead.customerMaster.custno === customer.custno),
        text,
      ).toBe(true);
    }
    const byLastName = await page('SUPER_USER', { searchText: customer.last_name.toUpperCase() });
    expect(byLastName.total).toBe(
      // Leads, not customers: a returning customer has more than one lead.
      await count(
        `future_service_interaction f JOIN customer c ON c.id = f.customer_id
          WHERE (c.last_name ILIKE $1 OR c.first_name ILIKE $1 OR c.email ILIKE $1) AND NOT f.archived`,
        [`%${customer.last_name}%`],
      ),
    );
  });

  it('matches a full name in either order and the vehicle (year, make, model, VIN)', async () => {
    const [lead] = await server.db.query<{
      id: number;
      first_name: string;
      last_name: string;
      year: number;
      make: string;
      model: string;
      vin: string;
    }>(
      `SELECT f.id, c.first_name, c.last_name, v.year, v.make, v.model, v.vin
         FROM future_service_interaction f
         JOIN customer c ON c.id = f.customer_id JOIN service_vehicle v ON v.id = f.vehicle_id
        WHERE NOT f.archived AND v.model IS NOT NULL
        ORDER BY f.id LIMIT 1`,
    );
    if (!lead) throw new Error('no seeded lead');
    for (const text of [
      `${lead.first_name} ${lead.last_name}`,
      `${lead.last_name.toUpperCase()}  ${lead.first_name}`,
      lead.model.toLowerCase(),
      `${lead.year} ${lead.make} ${lead.model}`,
      `${lead.first_name} ${lead.model}`,
      lead.vin.slice(-6),
    ]) {
      const result = await page('SUPER_USER', { searchText: text });
      expect(
        result.data.some((found) => found.id === lead.id),
        text,
      ).toBe(true);
    }
    // Every lead whose vehicle is that model is found.
    const found = new Set((await page('SUPER_USER', { searchText: lead.model })).data.map((one) => one.id));
    const sameModel = await server.db.query<{ id: number }>(
      'SELECT f.id FROM future_service_interaction f JOIN service_vehicle v ON v.id = f.vehicle_id WHERE v.model = $1 AND NOT f.archived',
      [lead.model],
    );
    expect(sameModel.length).toBeGreaterThan(0);
    expect(sameModel.filter((row) => !found.has(row.id))).toEqual([]);
    // Every word must match: a name with a model the customer does not drive finds nothing of theirs.
    const mismatched = await page('SUPER_USER', { searchText: `${lead.first_name} ${lead.last_name} Zz9` });
    expect(mismatched.total).toBe(0);
  });

  it('takes % and _ in the search text literally', async () => {
    expect((await page('SUPER_USER', { searchText: '%' })).total).toBe(0);
    expect((await page('SUPER_USER', { searchText: '_' })).total).toBe(0);
  });

  it("treats 'all' filters as no filter and applies real ones", async () => {
    const everything = await page('SUPER_USER');
    const all = await page('SUPER_USER', {
      serviceType: 'all',
      customerType: 'ALL',
      conversationInitiated: 'all',
    });
    expect(all.total).toBe(everything.total);

    const oil = await page('SUPER_USER', { serviceType: 'STATE_INSPECTION' });
    expect(oil.total).toBe(
      await count(
        "future_service_interaction WHERE planned_service_type = 'STATE_INSPECTION' AND NOT archived",
      ),
    );
    expect(oil.data.every((lead) => lead.plannedServiceType === 'STATE_INSPECTION')).toBe(true);

    const cpo = await page('SUPER_USER', { customerType: 'CPO' });
    expect(cpo.total).toBeGreaterThan(0);
    expect(cpo.data.every((lead) => lead.customerMaster.customerType === 'CPO')).toBe(true);

    const notStarted = await page('SUPER_USER', { conversationInitiated: 'false' });
    expect(notStarted.total).toBeGreaterThan(0);
    expect(notStarted.data.every((lead) => !lead.conversationInitiated && lead.latestMessage === null)).toBe(
      true,
    );

    const ford = await page('SUPER_USER', { storeId: 2 });
    expect(ford.data.every((lead) => lead.storeMaster.make === 'Ford')).toBe(true);
  });

  it('pages with zero-based page numbers and a stable total', async () => {
    const first = await page('SUPER_USER', {}, 'page=0&size=10');
    const second = await page('SUPER_USER', {}, 'page=1&size=10');
    expect(first).toMatchObject({ page: 0, size: 10, response: expect.any(String) });
    expect(first.data).toHaveLength(10);
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.data, ...second.data].map((lead) => lead.id));
    expect(ids.size).toBe(20);
    const beyond = await page('SUPER_USER', {}, 'page=999&size=10');
    // Beyond the contract's bounds (PostgreSQL integer) is a plain 400, not a 5xx (issue 13, finding 4).
    const absurd = await search('SUPER_USER', {}, 'page=99999999999999999999&size=1000');
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().errors[0]).toMatch(/page must be <= 2147483647/);
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('defaults to page 0 and size 50', async () => {
    const result = await page('SUPER_USER', {}, '');
    expect(result).toMatchObject({ page: 0, size: 50 });
    expect(result.data).toHaveLength(50);
  });

  it('shows a store user only their store', async () => {
    const result = await page('OFFICE_USER');
    expect(result.total).toBe(await count('future_service_interaction WHERE store_id = 1 AND NOT archived'));
    expect(result.data.every((lead) => lead.storeMaster.make === 'Toyota')).toBe(true);
    const otherStore = await page('OFFICE_USER', { storeId: 2 });
    expect(otherStore.total).toBe(0);
  });

  it('shows enterprise and corporate users their whole enterprise', async () => {
    for (const role of ['ENTERPRISE_USER', 'CORPORATE_ADMIN'] as const) {
      const result = await page(role);
      expect(result.total).toBe(await count('future_service_interaction WHERE NOT archived'));
      expect(new Set(result.data.map((lead) => lead.storeMaster.id)).size).toBe(4);
    }
  });

  it('loads one lead, and reports a lead outside the scope as missing', async () => {
    const [toyota] = await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE store_id = 1 LIMIT 1',
    );
    const [ford] = await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE store_id = 2 LIMIT 1',
    );
    const get = async (id: number | undefined) =>
      server.app.inject({
        method: 'GET',
        url: `/api/future-service-interaction?future-service-interaction-id=${id}`,
        headers: await server.signIn('OFFICE_USER'),
      });
    const own = await get(toyota?.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: toyota?.id, storeMaster: { make: 'Toyota' } });
    const other = await get(ford?.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ statusCode: 404, errors: [expect.any(String)] });
    expect((await get(999_999)).statusCode).toBe(404);
  });

  it('reports an opted-out customer as blocked', async () => {
    const [optedOut] = await server.db.query<{ fsi_id: number }>(
      "SELECT fsi_id FROM mark WHERE intent_type = 'SMS_OPT_OUT' AND fsi_id IS NOT NULL LIMIT 1",
    );
    const result = await page('SUPER_USER');
    const lead = result.data.find((candidate) => candidate.id === optedOut?.fsi_id);
    expect(lead?.customerMaster.blockSms).toBe(true);
    expect(lead?.futureServiceInteractionMarks).toContainEqual({ intentType: 'SMS_OPT_OUT', value: 'STOP' });
  });

  it.each([
    ['page=0&size=0', {}, 'querystring/size must be >= 1'],
    ['page=-1', {}, 'querystring/page must be >= 0'],
    ['', { searchText: 'x'.repeat(101) }, 'body/searchText must NOT have more than 100 characters'],
    ['', { conversationInitiated: 'maybe' }, 'body/conversationInitiated must be one of: all, true, false'],
    ['', { storeId: '2' }, 'body/storeId must be integer'],
  ])('answers a contract violation with 400 naming the field (%s %j)', async (query, filter, message) => {
    const response = await search('SUPER_USER', filter, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message, errors: [message] });
  });
});
