import { localReportDay } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { ReportFixture } from './report-test-support.js';
import { reportClient } from './report-test-client.js';

// One demo database for the file; each test counts a store of its own, so the demo's leads never count.
let server: TestServer;
let fixture: ReportFixture;
beforeAll(async () => {
  server = await startTestServer();
  fixture = new ReportFixture(server.db);
});
afterAll(() => server.close());
const { rows } = reportClient(() => server);

describe('lead status reports count the leads a store took in, by its own day', () => {
  it('counts each lead on its local creation day, by stage, per store, per day, planned and in detail', async () => {
    const { storeId } = await fixture.store('America/Denver');
    // 05:30 UTC on the 11th is 22:30 on the 10th in Denver (UTC-7 in February).
    const late = await fixture.lead(storeId, { createdOn: '2025-02-11T05:30:00Z' });
    const booked = await fixture.lead(storeId, {
      createdOn: '2025-02-11T08:00:00Z',
      stage: 'APPOINTMENT_SET',
    });
    const checkUp = await fixture.lead(storeId, {
      createdOn: '2025-02-11T18:00:00Z',
      serviceType: 'CHECK_UP',
    });
    await fixture.lead(storeId, { createdOn: '2025-02-13T12:00:00Z', plannedDate: '2025-02-12' });
    expect(localReportDay('2025-02-11T05:30:00Z', 'America/Denver')).toBe('2025-02-10');
    const range = { storeIds: [storeId], startDate: '2025-02-10', endDate: '2025-02-11' };

    expect(await rows('/api/report/leadStatusReport', range)).toEqual([
      expect.objectContaining({ storeId, leads: 3, initiated: 2, appointmentSet: 1, engaged: 0 }),
    ]);
    expect(await rows('/api/report/leadStatusReport', { ...range, serviceTypes: ['OIL_CHANGE'] })).toEqual([
      expect.objectContaining({ leads: 2 }),
    ]);
    expect(await rows('/api/report/leadStatusReport', { ...range, startDate: '2025-02-11' })).toEqual([
      expect.objectContaining({ leads: 2 }),
    ]);
    await server.db.query(
      'UPDATE future_service_interaction SET conversation_initiated = true WHERE id = $1',
      [booked.leadId],
    );
    expect(await rows('/api/report/leadStatusReport', { ...range, isContacted: true })).toEqual([
      expect.objectContaining({ leads: 1, appointmentSet: 1 }),
    ]);
    const byDay = await rows('/api/report/leadStatusReportByDate', range);
    expect(byDay.map((row) => [row['day'], row['leads']])).toEqual([
      ['2025-02-10', 1],
      ['2025-02-11', 2],
    ]);
    const details = await rows('/api/report/leadStatusReportDetails', range);
    expect(details.map((row) => row['leadId']).sort()).toEqual(
      [late.leadId, booked.leadId, checkUp.leadId].sort(),
    );
    expect(details.find((row) => row['leadId'] === late.leadId)).toMatchObject({
      day: '2025-02-10',
      customerName: late.name,
      storeId,
    });
    const planned = await rows('/api/report/leadStatusReportPlanned', { ...range, endDate: '2025-02-12' });
    expect(planned).toEqual([expect.objectContaining({ serviceType: 'OIL_CHANGE', leads: 1 })]);
  });
});

describe('the monthly interaction report (spec 2 §9)', () => {
  it('counts leads per month and customer type by reply code, staff corrections winning, in both variants', async () => {
    const { storeId } = await fixture.store('America/Chicago');
    const corrected = await fixture.lead(storeId);
    await fixture.text(corrected.leadId, '2025-01-15T15:00:00Z', 'SENT');
    await fixture.text(corrected.leadId, '2025-01-15T16:00:00Z', 'RECEIVED', {
      code: 'CQ',
      correctedCode: 'SPA-SS',
    });
    await fixture.text(corrected.leadId, '2025-01-16T16:00:00Z', 'RECEIVED', { code: 'SPA-SS' });
    const silent = await fixture.lead(storeId);
    await fixture.text(silent.leadId, '2025-01-20T15:00:00Z', 'SENT');
    const stop = await fixture.lead(storeId, { customerType: 'USED' });
    await fixture.text(stop.leadId, '2025-01-05T15:00:00Z', 'RECEIVED', { code: 'STOP' });
    const unsure = await fixture.lead(storeId, { customerType: 'USED' });
    await fixture.text(unsure.leadId, '2025-01-06T15:00:00Z', 'RECEIVED');
    const booker = await fixture.lead(storeId);
    // 1 February 03:00 UTC is still 31 January in Chicago.
    await fixture.appointment(booker.leadId, '2025-02-01T03:00:00Z', '2025-02-10T15:00:00Z');
    await fixture.text(booker.leadId, '2025-02-04T15:00:00Z', 'RECEIVED', { code: 'REQ-CALL' });
    await fixture.text(booker.leadId, '2025-02-05T15:00:00Z', 'RECEIVED', { code: 'NOT-ENGAGED' });
    const range = { storeIds: [storeId], startDate: '2025-01-01', endDate: '2025-02-28' };

    const base = await rows('/api/report/leadStatusReportByMonth', range);
    expect(base.map((row) => [row['reportMonth'], row['customerType']])).toEqual([
      ['Jan, 2025', 'NEW'],
      ['Jan, 2025', 'USED'],
      ['Feb, 2025', 'NEW'],
    ]);
    const [janNew, janUsed, febNew] = base;
    expect(janNew).toMatchObject({
      spaSS: 1,
      customerQuestion: 0,
      noResponse: 1,
      appointments: 1,
      optOut: 0,
    });
    expect(janUsed).toMatchObject({ optOut: 1, unclassified: 1, spaSS: 0, noResponse: 0 });
    expect(febNew).toMatchObject({ appointments: 0, misc: 0 });
    expect(base.every((row) => !('notEngaged' in row))).toBe(true);

    const extended = await rows('/api/report/leadStatusReportByMonth', { ...range, v2Version: true });
    expect(extended[2]).toMatchObject({ requestToCall: 1, notEngaged: 1, appointmentBookingError: 0 });
    expect(extended[0]).toMatchObject({ requestToCall: 0, spaSS: 1 });

    const empty = await rows('/api/report/leadStatusReportByMonth', {
      ...range,
      startDate: '2024-01-01',
      endDate: '2024-01-31',
    });
    expect(empty).toEqual([
      expect.objectContaining({ reportMonth: 'No Data For The Duration Selected', spaSS: 0, optOut: 0 }),
    ]);
  });
});

describe('the demo', () => {
  it('shows texts, replies with their codes, and a funnel for the last 7 days', async () => {
    const end = localReportDay(new Date(), 'America/New_York');
    const start = new Date(Date.parse(`${end}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const range = { startDate: start, endDate: end };
    const insight = await rows('/api/report/responseInsight', range);
    expect(insight.filter((row) => row['code'] !== 'BLANK').length).toBeGreaterThan(2);
    const funnel = await rows('/api/report/by-date', range);
    expect(funnel.some((row) => (row['CONTACTED'] as number) > 0)).toBe(true);
    expect((await rows('/api/report/responseCount', range)).length).toBeGreaterThan(1);
  });
});
