import { isoToday, REPORT_CATALOGUE } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportFixture } from '../../packages/server/src/reports/appointments/appointment-report-test-support.js';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { APPOINTMENT_REPORT_OPERATIONS } from './support/appointment-reports-operations.js';
import { contractCaller } from './support/contract-caller.js';

// Issue 18: the appointment, check-in, agent and SDC reports and report templates against openapi/.
let server: TestServer;
let auth: Record<string, string>;
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let week: Record<string, unknown> = {};

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
  const today = isoToday(new Date(), 'America/New_York');
  // The demo's last week and its coming one (its appointments are booked ahead too), every store.
  week = {
    enterpriseId: 1,
    bocIds: [],
    storeIds: [],
    serviceTypes: [],
    startDate: addDays(today, -7),
    endDate: addDays(today, 7),
  };
  await addCheckInsAndHandOffs(addDays(today, -3));
});

/**
 * What the demo has none of: a check-in of an appointment whose customer never answered, and an
 * appointment booked after a hand-off, so every report of the week has rows to check.
 */
async function addCheckInsAndHandOffs(day: string) {
  const fixture = new ReportFixture(server.db);
  const store = await fixture.store('America/New_York');
  const quiet = await fixture.lead(store);
  await fixture.message(quiet.fsiId, `${day}T14:00:00Z`, 'SENT');
  const appointment = await fixture.appointment(quiet, store, `${day}T16:00:00Z`, { source: 'DMS' });
  await fixture.checkIn(quiet, store, `${day}T16:05:00Z`, appointment);
  const handedOff = await fixture.lead(store, { handOff: 'GM', handOffAt: `${day}T15:00:00Z` });
  await fixture.appointment(handedOff, store, `${day}T18:00:00Z`, { createdAt: `${day}T15:30:00Z` });
}
afterAll(() => server?.close());

const reports = REPORT_CATALOGUE.filter((report) =>
  APPOINTMENT_REPORT_OPERATIONS.includes(report.operationId),
);

describe('the appointment reports keep the contract', () => {
  it('describes every report operation once in the catalogue, each drill-down naming a report of it', () => {
    const served = APPOINTMENT_REPORT_OPERATIONS.filter((id) => !id.endsWith('ReportTemplateMaster'));
    expect(reports.map((report) => report.operationId).sort()).toEqual([...served].sort());
    const ids = new Set(REPORT_CATALOGUE.map((report) => report.id));
    for (const report of reports) if (report.drillDownTo) expect(ids.has(report.drillDownTo)).toBe(true);
  });

  it.each(reports.map((report) => [report.id, report] as const))(
    '%s answers rows with exactly its catalogue columns',
    async (_id, report) => {
      const answer = await call(report.operationId, { payload: week });
      expect(answer.status).toBe(200);
      expect((answer.body.data as unknown[]).length).toBeGreaterThan(0);
      const keys = report.columns.map((column) => column.key).sort();
      for (const row of answer.body.data as Record<string, unknown>[])
        expect(Object.keys(row).sort()).toEqual(keys);
    },
  );

  it('shows the demo’s appointments of the week', async () => {
    const summary = await call('appointmentStatusReportSummary', { payload: week });
    const total = (summary.body.data as { total: number }[]).reduce((sum, row) => sum + row.total, 0);
    expect(total).toBeGreaterThan(0);
  });

  it('refuses a backwards range and a year and more with a plain 400', async () => {
    const backwards = await call('fetchNraaAppointmentSummary', {
      payload: { ...week, startDate: '2026-03-02', endDate: '2026-03-01' },
    });
    expect(backwards.status).toBe(400);
    const long = await call('generateAgentReport', {
      payload: { ...week, startDate: '2024-01-01', endDate: '2026-01-01' },
    });
    expect(long.status).toBe(400);
  });

  it('creates and updates a report template-master record', async () => {
    const created = await call('createReportTemplateMaster', {
      payload: { name: 'Shop week', columns: ['total'] },
    });
    expect(created.status).toBe(200);
    const updated = await call('updateReportTemplateMaster', {
      payload: { id: created.body.id, name: 'Shop week (all)', columns: [] },
    });
    expect(updated.body).toMatchObject({ id: created.body.id, name: 'Shop week (all)', columns: [] });
    const missing = await call('updateReportTemplateMaster', { payload: { id: 987654, name: 'Nobody' } });
    expect(missing.status).toBe(404);
  });

  it('exercises every operation of the appointment reports', () => {
    expect([...exercised].sort()).toEqual([...APPOINTMENT_REPORT_OPERATIONS].sort());
  });
});
