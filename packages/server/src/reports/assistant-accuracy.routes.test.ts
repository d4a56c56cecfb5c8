import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { reportClient } from './report-test-client.js';
import { ReportFixture } from './report-test-support.js';

// Issue 31 point 2: the assistant's accuracy, as staff judged it in Show Intents, week by week.
let server: TestServer;
let fixture: ReportFixture;
beforeAll(async () => {
  server = await startTestServer();
  fixture = new ReportFixture(server.db);
});
afterAll(() => server.close());
const { rows, report } = reportClient(() => server);
const PATH = '/api/report/assistant-accuracy';

/** A customer's reply the assistant read as `code`, which staff checked as `checkedAs` at `checkedAt`. */
async function checked(leadId: number, code: string, checkedAs: string, checkedAt: string) {
  const messageId = await fixture.text(leadId, '2025-03-01T12:00:00Z', 'RECEIVED', {
    code,
    correctedCode: checkedAs,
  });
  await server.db.query('UPDATE message_intent SET corrected_at = $2 WHERE message_id = $1', [
    messageId,
    checkedAt,
  ]);
}

describe('the assistant accuracy report', () => {
  it("counts each week's checks in the store's zone: agreed, corrected and the agreement rate", async () => {
    const { storeId } = await fixture.store('America/Chicago');
    const lead = await fixture.lead(storeId);
    // Monday 3 March 2025, Chicago: two confirmations and a correction.
    await checked(lead.leadId, 'CQ', 'CQ', '2025-03-03T15:00:00Z');
    await checked(lead.leadId, 'TU', 'TU', '2025-03-05T15:00:00Z');
    await checked(lead.leadId, 'DD', 'WN', '2025-03-08T20:00:00Z');
    // Sunday 9 March, 11 pm in Chicago (Monday in UTC): still the first week.
    await checked(lead.leadId, 'CQ', 'CC', '2025-03-10T04:30:00Z');
    // The next week: one confirmation.
    await checked(lead.leadId, 'SPA-AS', 'SPA-AS', '2025-03-11T15:00:00Z');
    // After the range, and a reply nobody checked: not counted.
    await checked(lead.leadId, 'CQ', 'CQ', '2025-03-20T15:00:00Z');
    await fixture.text(lead.leadId, '2025-03-04T12:00:00Z', 'RECEIVED', { code: 'CQ' });

    const weeks = await rows(PATH, { storeIds: [storeId], startDate: '2025-03-01', endDate: '2025-03-16' });
    expect(weeks).toEqual([
      { week: '2025-03-03', checked: 4, agreed: 2, corrected: 2, agreementRate: 50 },
      { week: '2025-03-10', checked: 1, agreed: 1, corrected: 0, agreementRate: 100 },
    ]);
  });

  it('counts only the stores the filter names, and only for roles that read reports', async () => {
    const mine = await fixture.store('America/New_York');
    const theirs = await fixture.store('America/New_York');
    await checked((await fixture.lead(mine.storeId)).leadId, 'CQ', 'CC', '2025-03-04T15:00:00Z');
    await checked((await fixture.lead(theirs.storeId)).leadId, 'CQ', 'CQ', '2025-03-04T15:00:00Z');
    const range = { storeIds: [mine.storeId], startDate: '2025-03-03', endDate: '2025-03-09' };
    expect(await rows(PATH, range)).toEqual([
      { week: '2025-03-03', checked: 1, agreed: 0, corrected: 1, agreementRate: 0 },
    ]);
    expect((await report(PATH, range, 'OFFICE_USER')).status).toBe(403);
    expect((await report(PATH, { ...range, startDate: '2025-03-10' })).status).toBe(400);
  });
});
