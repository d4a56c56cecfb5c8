import type { Role } from '@torque/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingBody, bookingTestClock } from '../../appointments/booking/booking-fixture.js';
import { storeOneLeads } from '../../appointments/booking/booking-fixture.repository.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ReportFixture } from './appointment-report-test-support.js';

type Page = { data: Record<string, unknown>[]; total: number };
const BASE = '/api/lisa/appointment-status-report';
const LA = 'America/Los_Angeles';

let server: TestServer;
let fixture: ReportFixture;
beforeAll(async () => {
  server = await startTestServer({ clock: bookingTestClock });
  fixture = new ReportFixture(server.db);
});
afterAll(() => server.close());
beforeEach(() => fixture.reset());

const filter = (storeIds: number[], startDate: string, endDate = startDate, extra: object = {}) => ({
  enterpriseId: 1,
  bocIds: [],
  storeIds,
  serviceTypes: [],
  startDate,
  endDate,
  ...extra,
});
async function report(path: string, body: object, role: Role = 'SUPER_USER') {
  const response = await server.app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    headers: await server.signIn(role),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

describe('appointment status reports (issue 18)', () => {
  it('counts appointments per status on the store’s own day, and lists them with their lead', async () => {
    const store = await fixture.store(LA);
    const ann = await fixture.lead(store, { firstName: 'Ann' });
    const ben = await fixture.lead(store, { firstName: 'Ben' });
    // 06:00 UTC on the 10th is 22:00 on the 9th in Los Angeles: the 9th's appointment.
    await fixture.appointment(ann, store, '2031-01-10T06:00:00Z', { status: 'SHOW' });
    await fixture.appointment(ben, store, '2031-01-09T18:00:00Z', { status: 'NO_SHOW' });
    await fixture.appointment(ben, store, '2031-01-10T18:00:00Z', { status: 'BOOKED' });
    const ninth = await report('appointment-status-report-summary', filter([store], '2031-01-09'));
    expect(ninth.data).toEqual([
      expect.objectContaining({ storeId: store, total: 2, shown: 1, noShow: 1, booked: 0, cancelled: 0 }),
    ]);
    const detail = await report('appointment-status-report-detail', filter([store], '2031-01-09'));
    expect(
      detail.data.map((row) => [row['leadId'], row['customerName'], row['status'], row['appointmentAt']]),
    ).toEqual([
      [ben.fsiId, 'Ben Tester', 'NO_SHOW', '2031-01-09 10:00'],
      [ann.fsiId, 'Ann Tester', 'SHOW', '2031-01-09 22:00'],
    ]);
    const byDay = await report(
      'v2/appointment-status-report-summary',
      filter([store], '2031-01-09', '2031-01-10'),
    );
    expect(byDay.data.map((row) => [row['day'], row['total'], row['booked']])).toEqual([
      ['2031-01-09', 2, 0],
      ['2031-01-10', 1, 1],
    ]);
    const shares = await report(
      'fetch-appointment-status-detail',
      filter([store], '2031-01-09', '2031-01-10'),
    );
    expect(shares.data.map((row) => [row['status'], row['appointments']])).toEqual([
      ['BOOKED', 1],
      ['SHOW', 1],
      ['NO_SHOW', 1],
      ['CANCELLED', 0],
      ['COMPLETED', 0],
    ]);
    expect(shares.data.find((row) => row['status'] === 'SHOW')?.['percent']).toBe(33.3);
  });

  it('by contacted date: counts appointments booked after a lead’s first text, on that text’s day', async () => {
    const store = await fixture.store(LA);
    const texted = await fixture.lead(store, { serviceType: 'OIL_CHANGE' });
    const early = await fixture.lead(store);
    const silent = await fixture.lead(store);
    await fixture.message(texted.fsiId, '2031-02-01T20:00:00Z', 'SENT');
    await fixture.message(texted.fsiId, '2031-02-03T20:00:00Z', 'SENT');
    await fixture.appointment(texted, store, '2031-02-10T17:00:00Z', { createdAt: '2031-02-02T17:00:00Z' });
    // Booked before we ever wrote: not an answer to our texts.
    await fixture.message(early.fsiId, '2031-02-01T21:00:00Z', 'SENT');
    await fixture.appointment(early, store, '2031-02-11T17:00:00Z', { createdAt: '2031-01-20T17:00:00Z' });
    await fixture.appointment(silent, store, '2031-02-12T17:00:00Z', { createdAt: '2031-02-01T17:00:00Z' });
    const summary = await report(
      'v2/appointment-status-report-summary-by-contacted-date',
      filter([store], '2031-02-01', '2031-02-28'),
    );
    expect(summary.data).toEqual([expect.objectContaining({ day: '2031-02-01', storeId: store, total: 1 })]);
    const detail = await report(
      'v2/appointment-status-report-detail-by-contacted-date',
      filter([store], '2031-02-01', '2031-02-28'),
    );
    expect(detail.data).toEqual([
      expect.objectContaining({
        leadId: texted.fsiId,
        contactedOn: '2031-02-01',
        bookedAt: '2031-02-02 09:00',
      }),
    ]);
    // isContacted and service types narrow the appointment-day reports.
    const contacted = await report(
      'v2/appointment-status-report-detail',
      filter([store], '2031-02-10', '2031-02-12', { isContacted: true }),
    );
    expect(contacted.data.map((row) => row['leadId'])).toEqual([texted.fsiId, early.fsiId]);
    const never = await report(
      'appointment-status-report-summary',
      filter([store], '2031-02-10', '2031-02-12', { isContacted: false }),
    );
    expect(never.data).toEqual([expect.objectContaining({ total: 1 })]);
    const brakes = await report(
      'appointment-status-report-summary',
      filter([store], '2031-02-10', '2031-02-12', { serviceTypes: ['BRAKES'] }),
    );
    expect(brakes.data).toEqual([]);
  });

  it('shows an appointment booked through the booking route in the summary and the detail', async () => {
    const [fsiId] = await storeOneLeads(server.db, 1);
    const booked = await server.app.inject({
      method: 'POST',
      url: '/api/nlp/booking',
      headers: await server.signIn('SUPER_USER'),
      payload: bookingBody(fsiId!, { inpTime: '10:00' }),
    });
    expect(booked.json()).toMatchObject({ success: true });
    // The booking is on Wednesday 6 March 2030 in store 1 (New York), years after the demo's days.
    const summary = await report('appointment-status-report-summary', filter([1], '2030-03-06'));
    expect(summary.data).toEqual([expect.objectContaining({ storeId: 1, total: 1, booked: 1 })]);
    const detail = await report('v2/appointment-status-report-detail', filter([1], '2030-03-06'));
    expect(detail.data).toEqual([
      expect.objectContaining({
        leadId: fsiId,
        appointmentAt: '2030-03-06 10:00',
        status: 'BOOKED',
        source: 'STAFF',
      }),
    ]);
  });

  it('counts only the stores the user may see, and refuses a backwards range in plain words', async () => {
    const store = await fixture.store(LA);
    const lead = await fixture.lead(store);
    await fixture.appointment(lead, store, '2031-03-01T18:00:00Z');
    const manager = await report(
      'appointment-status-report-summary',
      filter([store], '2031-03-01'),
      'OFFICE_MANAGER',
    );
    expect(manager.data).toEqual([]);
    const backwards = await server.app.inject({
      method: 'POST',
      url: `${BASE}/appointment-status-report-detail`,
      headers: await server.signIn('SUPER_USER'),
      payload: filter([store], '2031-03-02', '2031-03-01'),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: 'The start date must be on or before the end date.' });
  });
});
