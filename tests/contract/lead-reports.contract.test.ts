import { localReportDay, REPORT_CATALOGUE } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportFixture } from '../../packages/server/src/reports/report-test-support.js';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { LEAD_REPORTS_OPERATIONS } from './support/lead-reports-operations.js';

// Issue 18: every lead, response, GM, sign-in and log-mode report against openapi/, each row carrying
// exactly the columns its catalogue entry (the screen's description) names.
let server: TestServer;
let auth: Record<string, string>;
let storeId = 0;
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);
const LEAD_REPORTS = REPORT_CATALOGUE.filter((definition) =>
  LEAD_REPORTS_OPERATIONS.includes(definition.operationId),
);
const RANGE = { startDate: '2025-03-03', endDate: '2025-03-04' };

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
  const fixture = new ReportFixture(server.db);
  ({ storeId } = await fixture.store('America/New_York'));
  const booker = await fixture.lead(storeId, {
    createdOn: '2025-03-03T15:00:00Z',
    plannedDate: '2025-03-04',
    handOff: { kind: 'GM', at: '2025-03-03T18:00:00Z' },
  });
  const thankYou = await fixture.text(booker.leadId, '2025-03-03T15:00:00Z', 'SENT');
  // The visit's thank-you, answered 2 (the satisfaction report, issue 34).
  await fixture.visitSurvey(booker.leadId, thankYou, '2025-03-03T15:00:00Z', {
    score: 2,
    at: '2025-03-03T15:10:00Z',
    outcome: 'MANAGER',
  });
  const question = await fixture.text(booker.leadId, '2025-03-03T16:00:00Z', 'RECEIVED', { code: 'CQ' });
  // Staff confirmed the assistant's reading (the assistant accuracy report, issue 31).
  await server.db.query(
    `UPDATE message_intent SET corrected_code = code, corrected_at = '2025-03-03T16:30:00Z' WHERE message_id = $1`,
    [question],
  );
  await fixture.appointment(booker.leadId, '2025-03-03T17:00:00Z', '2025-03-04T15:00:00Z', 'NO_SHOW');
  await fixture.logModeNote(booker.leadId, '2025-03-03T16:01:00Z', 'SENT');
  const silent = await fixture.lead(storeId, { createdOn: '2025-03-04T15:00:00Z' });
  await fixture.text(silent.leadId, '2025-03-04T15:00:00Z', 'SENT');
  await server.db.query(
    `INSERT INTO consent_ledger (customer_id, fsi_id, phone, kind, source, text, recorded_at)
     VALUES ($1, $2, $3, 'opt-out', 'staff', NULL, '2025-03-04T16:00:00Z')`,
    [silent.customerId, silent.leadId, silent.cellular],
  );
});
afterAll(() => server?.close());

const filter = (extra: Record<string, unknown> = {}) => ({
  enterpriseId: 1,
  bocIds: [],
  storeIds: [storeId],
  serviceTypes: [],
  ...RANGE,
  ...extra,
});

describe('lead reports keep the contract and their catalogue columns', () => {
  it.each(LEAD_REPORTS.map((definition) => [definition.id, definition] as const))(
    '%s answers rows with exactly its columns',
    async (_id, definition) => {
      const today = localReportDay(new Date(), 'America/New_York');
      const range =
        definition.operationId === 'loginActivityReport'
          ? {
              storeIds: [],
              startDate: new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
              endDate: today,
            }
          : {};
      const answer = await call(definition.operationId, { payload: filter(range) });
      expect(answer.status).toBe(200);
      const rows =
        definition.operationId === 'funnelCounts'
          ? [answer.body]
          : (answer.body['data'] as Record<string, unknown>[]);
      expect(rows.length, `${definition.id} has rows`).toBeGreaterThan(0);
      const keys = definition.columns.map((column) => column.key).sort();
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(keys);
    },
  );

  it('the monthly report’s later variant adds its three columns; an empty range is the no-data row', async () => {
    const extended = await call('leadStatusReportByMonth', { payload: filter({ v2Version: true }) });
    expect((extended.body['data'] as Record<string, unknown>[])[0]).toMatchObject({
      reportMonth: 'Mar, 2025',
      customerQuestion: 1,
      requestToCall: 0,
      notEngaged: 0,
      appointmentBookingError: 0,
    });
    const empty = await call('byDateReport', {
      payload: filter({ startDate: '2024-03-03', endDate: '2024-03-04' }),
    });
    expect(empty.body['data']).toEqual([
      expect.objectContaining({ day: 'No Data For The Duration Selected', CONTACTED: 0 }),
    ]);
  });

  it('answers a filter it cannot read with a plain 400', async () => {
    const long = await call('summaryReport', { payload: filter({ startDate: '2023-01-01' }) });
    expect(long.status).toBe(400);
    const broken = await call('responseCountReport', { payload: { ...filter(), startDate: '03/03/2025' } });
    expect(broken.status).toBe(400);
  });

  it('exercised every lead report operation', () => {
    expect([...exercised].sort()).toEqual([...LEAD_REPORTS_OPERATIONS].sort());
  });
});
