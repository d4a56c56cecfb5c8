import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportFixture } from '../../packages/server/src/reports/report-test-support.js';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { MAILING_LIST_OPERATIONS } from './support/mailing-list-operations.js';

// Issue 19 against openapi/: a mailing list filled from a CSV file and used as a bulk start's audience.
let server: TestServer;
let auth: Record<string, string>;
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
});
afterAll(() => server?.close());

describe('mailing-list bulk entries and audience keep the contract', () => {
  it('adds entries in bulk, names the skipped rows, and answers the audience of a list', async () => {
    const lead = await new ReportFixture(server.db).lead(1);
    const list = await call('createMailingList', { payload: { tenantId: 1, code: `LIST-C${Date.now()}` } });
    const listId = list.body['mailingListMasterId'] as number;
    const added = await call('addMailingListDetails', {
      payload: {
        tenantId: 1,
        mailingListMasterId: listId,
        entries: [{ firstName: 'Pat', cellular: lead.cellular }, { cellular: 'twelve' }, { email: 'x@y.io' }],
      },
    });
    expect(added).toEqual({
      status: 200,
      body: { added: 2, skipped: [{ row: 2, message: 'Invalid Number' }] },
    });
    const reach = await call('getMailingListAudience', {
      url: `/mailinglist/audience?tenantId=1&mailingListMasterId=${listId}`,
    });
    expect(reach).toEqual({
      status: 200,
      body: { futureServiceInteractionIds: [lead.leadId], matchedEntries: 1, unmatchedEntries: 1 },
    });
  });

  it('refuses a request outside the contract with 400 and an unknown list with 404', async () => {
    const tooFew = await call('addMailingListDetails', {
      payload: { tenantId: 1, mailingListMasterId: 1, entries: [] },
    });
    expect(tooFew.status).toBe(400);
    const unknown = await call('getMailingListAudience', {
      url: '/mailinglist/audience?tenantId=1&mailingListMasterId=999999',
    });
    expect(unknown.status).toBe(404);
    const noList = await call('getMailingListAudience', { url: '/mailinglist/audience?tenantId=1' });
    expect(noList.status).toBe(400);
  });

  it('previews a list text per entry and sends it as previewed (issue 30)', async () => {
    const lead = await new ReportFixture(server.db).lead(1);
    const list = await call('createMailingList', { payload: { tenantId: 1, code: `LIST-T${Date.now()}` } });
    const listId = list.body['mailingListMasterId'] as number;
    await call('addMailingListDetails', {
      payload: {
        tenantId: 1,
        mailingListMasterId: listId,
        entries: [{ cellular: lead.cellular }, { email: 'n@o.io' }],
      },
    });
    const request = { tenantId: 1, mailingListMasterId: listId, body: 'Hello ${lead.contact.firstName}' };
    const preview = await call('previewMailingListText', { payload: request });
    expect(preview.status).toBe(200);
    const counts = preview.body['counts'] as { textNow: number; held: number; notTexted: number };
    expect(counts.textNow + counts.held).toBe(1);
    expect(counts.notTexted).toBe(1);
    const sent = await call('textMailingList', {
      payload: {
        ...request,
        expected: { textNow: counts.textNow, held: counts.held, notTexted: counts.notTexted },
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body['counts']).toEqual(preview.body['counts']);
    const tooLong = await call('previewMailingListText', { payload: { ...request, body: 'x'.repeat(1601) } });
    expect(tooLong.status).toBe(400);
  });

  it('exercised every operation of its list', () => {
    expect([...MAILING_LIST_OPERATIONS].filter((id) => !exercised.has(id))).toEqual([]);
  });
});
