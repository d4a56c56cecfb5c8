import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportFixture } from '../reports/report-test-support.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// One demo database for the file; every test makes lists (and leads) of its own.
let server: TestServer;
let fixture: ReportFixture;
const TENANT = 1;
beforeAll(async () => {
  server = await startTestServer();
  fixture = new ReportFixture(server.db);
});
afterAll(() => server.close());

async function call(role: Role, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await server.app.inject({
    method,
    url,
    headers: await server.signIn(role),
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

let lists = 0;
async function newList(role: Role = 'SUPER_USER'): Promise<number> {
  lists += 1;
  const made = await call(role, 'POST', '/mailinglist', {
    tenantId: TENANT,
    code: `LIST-T${lists}-${Date.now()}`,
  });
  expect(made.status).toBe(200);
  return made.body['mailingListMasterId'] as number;
}
const bulk = (listId: number, entries: object[], role: Role = 'SUPER_USER') =>
  call(role, 'POST', '/mailinglist/details/bulk', { tenantId: TENANT, mailingListMasterId: listId, entries });
const audience = (listId: number, role: Role = 'SUPER_USER') =>
  call(role, 'GET', `/mailinglist/audience?tenantId=${TENANT}&mailingListMasterId=${listId}`);

describe('adding many entries to a mailing list', () => {
  it('adds the good entries together and skips bad ones and duplicates with the reason, by row', async () => {
    const listId = await newList();
    await call('SUPER_USER', 'POST', '/mailinglist/details', {
      tenantId: TENANT,
      mailingListMasterId: listId,
      email: 'Known@Example.com',
    });
    const added = await bulk(listId, [
      { firstName: 'Ana', cellular: '(718) 555-0101' },
      { firstName: 'Bad', cellular: '555-01' },
      { firstName: 'Known', email: 'known@example.COM' },
      { firstName: 'Twice', cellular: '17185550101' },
      { firstName: 'Nobody' },
      { firstName: 'Bea', email: 'bea@example.com', cellular: '7185550102' },
      { email: 'not-an-address' },
    ]);
    expect(added).toEqual({
      status: 200,
      body: {
        added: 2,
        skipped: [
          { row: 2, message: 'Invalid Number' },
          { row: 3, message: 'Already on the list' },
          { row: 4, message: 'Already on the list' },
          { row: 5, message: 'A cellular or an e-mail is required' },
          { row: 7, message: 'Invalid Email' },
        ],
      },
    });
    const details = await call(
      'SUPER_USER',
      'GET',
      `/mailinglist/details?tenantId=${TENANT}&mailingListMasterId=${listId}`,
    );
    const data = details.body['data'] as {
      firstName: string;
      cellular: string | null;
      email: string | null;
    }[];
    expect(data.map((one) => [one.firstName ?? null, one.cellular, one.email])).toEqual([
      [null, null, 'known@example.com'],
      ['Ana', '+17185550101', null],
      ['Bea', '+17185550102', 'bea@example.com'],
    ]);
  });

  it('refuses a single entry already on the list or without a valid contact, in plain words', async () => {
    const listId = await newList();
    const entry = { tenantId: TENANT, mailingListMasterId: listId, cellular: '7185550199' };
    expect((await call('SUPER_USER', 'POST', '/mailinglist/details', entry)).status).toBe(200);
    const again = await call('SUPER_USER', 'POST', '/mailinglist/details', entry);
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain('Already on the list');
    const bad = await call('SUPER_USER', 'POST', '/mailinglist/details', { ...entry, cellular: 'abc' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Invalid Number');
  });

  it("answers 404 for another tenant's or an unknown list, 403 for a role without mailing lists", async () => {
    const listId = await newList();
    expect((await bulk(listId + 1000, [{ email: 'a@b.co' }])).status).toBe(404);
    expect((await bulk(listId, [{ email: 'a@b.co' }], 'OFFICE_USER')).status).toBe(403);
    expect((await audience(listId, 'OFFICE_USER')).status).toBe(403);
    const otherTenant = await call('OFFICE_MANAGER', 'POST', '/mailinglist/details/bulk', {
      tenantId: TENANT + 1,
      mailingListMasterId: listId,
      entries: [{ email: 'a@b.co' }],
    });
    expect(otherTenant.status).toBe(404);
    expect((await bulk(listId, [])).status).toBe(400);
  });
});

describe('a mailing list as the audience of a bulk start', () => {
  it("reaches the not-started leads of the list's customers in the user's scope only", async () => {
    const mine = await fixture.lead(1);
    const started = await fixture.lead(1);
    await server.db.query(
      'UPDATE future_service_interaction SET conversation_initiated = true WHERE id = $1',
      [started.leadId],
    );
    const { storeId } = await fixture.store('America/New_York');
    const elsewhere = await fixture.lead(storeId);
    const listId = await newList();
    const result = await bulk(listId, [
      { cellular: mine.cellular },
      { cellular: started.cellular },
      { cellular: elsewhere.cellular },
      { email: 'nobody-here@example.com' },
    ]);
    expect(result.body['added']).toBe(4);

    expect((await audience(listId)).body).toEqual({
      futureServiceInteractionIds: [mine.leadId, elsewhere.leadId].sort((a, b) => a - b),
      matchedEntries: 2,
      unmatchedEntries: 2,
    });
    // The office manager's scope is store 1: the other store's lead is not theirs to text.
    expect((await audience(listId, 'OFFICE_MANAGER')).body).toEqual({
      futureServiceInteractionIds: [mine.leadId],
      matchedEntries: 1,
      unmatchedEntries: 3,
    });
  });

  it('matches a customer by e-mail whatever its case', async () => {
    const lead = await fixture.lead(1);
    await server.db.query('UPDATE customer SET email = $1 WHERE id = $2', [
      'Pat.Mail@Example.com',
      lead.customerId,
    ]);
    const listId = await newList('OFFICE_MANAGER');
    await bulk(listId, [{ email: 'pat.mail@example.com' }], 'OFFICE_MANAGER');
    expect((await audience(listId, 'OFFICE_MANAGER')).body).toMatchObject({
      futureServiceInteractionIds: [lead.leadId],
      matchedEntries: 1,
    });
  });
});
