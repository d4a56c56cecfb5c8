import type { Role } from '@torque/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ReportFixture } from './appointment-report-test-support.js';

type Page = { data: Record<string, unknown>[] };
const CHICAGO = 'America/Chicago';

let server: TestServer;
let fixture: ReportFixture;
let staff: { id: number; name: string };
beforeAll(async () => {
  server = await startTestServer();
  fixture = new ReportFixture(server.db);
  const [user] = await server.db.query<{ id: number; name: string }>(
    "SELECT id, first_name || ' ' || last_name AS name FROM app_user WHERE role = 'OFFICE_MANAGER' ORDER BY id LIMIT 1",
  );
  staff = user!;
});
afterAll(() => server.close());
beforeEach(() => fixture.reset());

const filter = (storeIds: number[], startDate: string, endDate = startDate) => ({
  enterpriseId: 1,
  bocIds: [],
  storeIds,
  serviceTypes: [],
  startDate,
  endDate,
});
async function post(url: string, body: object, role: Role = 'SUPER_USER', method: 'POST' | 'PUT' = 'POST') {
  return server.app.inject({ method, url, headers: await server.signIn(role), payload: body });
}
async function report(path: string, body: object) {
  const response = await post(path, body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Page).data;
}
const lisa = (name: string) => `/api/lisa/appointment-status-report/${name}`;

describe('check-ins of customers who never answered (issue 18)', () => {
  it('tells an unresponsive check-in (it had an appointment) from an NRAA walk-in, on the check-in’s local day', async () => {
    const store = await fixture.store(CHICAGO);
    const withAppointment = await fixture.lead(store, { firstName: 'Una' });
    const walkIn = await fixture.lead(store, { firstName: 'Nora' });
    const answered = await fixture.lead(store, { firstName: 'Ansel' });
    const neverTexted = await fixture.lead(store, { firstName: 'Ned' });
    for (const lead of [withAppointment, walkIn, answered])
      await fixture.message(lead.fsiId, '2031-04-01T15:00:00Z', 'SENT');
    await fixture.message(withAppointment.fsiId, '2031-04-03T15:00:00Z', 'SENT');
    await fixture.message(answered.fsiId, '2031-04-02T15:00:00Z', 'RECEIVED');
    // A reply after the check-in does not undo it: at check-in the customer had never answered.
    await fixture.message(walkIn.fsiId, '2031-04-06T15:00:00Z', 'RECEIVED');
    const booked = await fixture.appointment(withAppointment, store, '2031-04-05T14:00:00Z', {
      source: 'DMS',
    });
    // 04:30 UTC on the 6th is 23:30 on the 5th in Chicago.
    const ro = await fixture.checkIn(withAppointment, store, '2031-04-06T04:30:00Z', booked);
    await fixture.checkIn(walkIn, store, '2031-04-05T15:00:00Z');
    await fixture.checkIn(answered, store, '2031-04-05T15:00:00Z');
    await fixture.checkIn(neverTexted, store, '2031-04-05T15:00:00Z');
    const day = filter([store], '2031-04-05');

    expect(await report(lisa('fetch-unresponsive-appointment-summary'), day)).toEqual([
      expect.objectContaining({ storeId: store, checkIns: 1, textsSent: 2 }),
    ]);
    expect(
      await report(
        lisa('fetch-unresponsive-appointment-datewise'),
        filter([store], '2031-04-01', '2031-04-07'),
      ),
    ).toEqual([{ day: '2031-04-05', checkIns: 1, textsSent: 2 }]);
    expect(await report(lisa('fetch-unresponsive-appointment-detail'), day)).toEqual([
      expect.objectContaining({
        leadId: withAppointment.fsiId,
        source: 'DMS',
        appointmentAt: '2031-04-05 09:00',
        lastTextedAt: '2031-04-03 10:00',
      }),
    ]);
    expect(await report(lisa('unresponsive-checkin-detail'), day)).toEqual([
      expect.objectContaining({
        leadId: withAppointment.fsiId,
        roNumber: ro,
        checkedInAt: '2031-04-05 23:30',
      }),
    ]);

    expect(await report(lisa('fetch-nraa-appointment-summary'), day)).toEqual([
      expect.objectContaining({ storeId: store, checkIns: 1, textsSent: 1 }),
    ]);
    expect(await report(lisa('fetch-nraa-appointment-datewise'), day)).toEqual([
      { day: '2031-04-05', checkIns: 1, textsSent: 1 },
    ]);
    expect((await report(lisa('fetch-nraa-appointment-detail'), day)).map((row) => row['leadId'])).toEqual([
      walkIn.fsiId,
    ]);
    expect((await report(lisa('nraa-checkin-detail'), day)).map((row) => row['customerName'])).toEqual([
      'Nora Tester',
    ]);
  });
});

describe('hand-off appointments and the SDC hand-off report (issue 18)', () => {
  it('counts hand-offs on their day, the appointments booked after them, and each hand-off’s outcome', async () => {
    const store = await fixture.store(CHICAGO);
    const at = '2031-05-02T15:00:00Z';
    const booked = await fixture.lead(store, { handOff: 'GM', handOffAt: at, firstName: 'Bea' });
    const silent = await fixture.lead(store, { handOff: 'MANUAL', handOffAt: at });
    const talked = await fixture.lead(store, { handOff: 'GM', handOffAt: at });
    const closed = await fixture.lead(store, { handOff: 'MD', handOffAt: at, closed: true });
    const untouched = await fixture.lead(store, { handOff: 'GM', handOffAt: at });
    await fixture.lead(store); // never handed off
    // Booked before the hand-off: not the desk's doing. Booked after it and showed: counted.
    await fixture.appointment(booked, store, '2031-05-01T15:00:00Z', { createdAt: '2031-04-20T15:00:00Z' });
    await fixture.appointment(booked, store, '2031-05-06T15:00:00Z', {
      createdAt: '2031-05-02T16:00:00Z',
      status: 'SHOW',
    });
    for (const lead of [silent, talked, closed])
      await fixture.message(lead.fsiId, '2031-05-02T16:00:00Z', 'SENT', { userId: staff.id });
    await fixture.message(untouched.fsiId, '2031-05-02T16:00:00Z', 'SENT'); // the assistant's text
    for (const lead of [talked, closed])
      await fixture.message(lead.fsiId, '2031-05-02T17:00:00Z', 'RECEIVED');
    const range = filter([store], '2031-05-01', '2031-05-07');

    expect(await report(lisa('fetch-handoff-appointment-summary'), range)).toEqual([
      expect.objectContaining({ storeId: store, handoffs: 5, appointments: 1, shown: 1 }),
    ]);
    expect(await report(lisa('fetch-handoff-appointment-datewise'), range)).toEqual([
      { day: '2031-05-02', handoffs: 5, appointments: 1, shown: 1 },
    ]);
    expect(await report(lisa('fetch-handoff-appointment-detail'), range)).toEqual([
      expect.objectContaining({
        leadId: booked.fsiId,
        handOffType: 'GM',
        handedOffAt: '2031-05-02 10:00',
        status: 'SHOW',
        shown: 'Yes',
      }),
    ]);
    const handoffs = await report(lisa('handoff-appointment-report-detail'), range);
    expect(handoffs.map((row) => [row['leadId'], row['appointments']])).toEqual(
      [booked, silent, talked, closed, untouched].map((lead) => [lead.fsiId, lead === booked ? 1 : 0]),
    );
    expect(await report('/api/lisa/report/sdc-handoff-report', range)).toEqual([
      {
        storeId: store,
        storeName: expect.any(String),
        handoffs: 5,
        customerNotContacted: 1,
        issueNotResolved: 1,
        issueResolved: 2,
        noResponse: 1,
      },
    ]);
    expect(await report(lisa('fetch-handoff-appointment-summary'), filter([store], '2031-05-03'))).toEqual(
      [],
    );
  });
});

describe('the agent report and report templates (issue 18)', () => {
  it('counts per staff member: texts sent, conversations, hand-offs and appointments booked', async () => {
    const store = await fixture.store(CHICAGO);
    const [a, b] = [await fixture.lead(store), await fixture.lead(store)];
    await fixture.message(a.fsiId, '2031-06-01T15:00:00Z', 'SENT', { userId: staff.id });
    await fixture.message(a.fsiId, '2031-06-01T16:00:00Z', 'SENT', { userId: staff.id });
    await fixture.message(b.fsiId, '2031-06-01T16:00:00Z', 'SENT', { userId: staff.id, type: 'EMAIL' });
    await fixture.message(b.fsiId, '2031-06-01T17:00:00Z', 'SENT'); // the assistant's
    await fixture.message(b.fsiId, '2031-06-09T17:00:00Z', 'SENT', { userId: staff.id }); // after the range
    await fixture.handOffEvent(b.fsiId, staff.id, '2031-06-01T18:00:00Z');
    await fixture.appointment(a, store, '2031-06-20T15:00:00Z', {
      createdAt: '2031-06-01T15:30:00Z',
      bookedBy: staff.id,
    });
    expect(
      await report('/api/lisa/report/generate-agent-report', filter([store], '2031-06-01', '2031-06-07')),
    ).toEqual([
      {
        userId: staff.id,
        agentName: staff.name,
        textsSent: 2,
        conversations: 2,
        handoffs: 1,
        appointmentsBooked: 1,
      },
    ]);
  });

  it('keeps a report template-master record, updates it, and refuses what it cannot find or a role without reports', async () => {
    const url = '/api/lisa/report/template-master';
    const created = await post(url, {
      name: ' Weekly status ',
      reportKey: 'appointment-status-summary',
      columns: ['storeName', 'total'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json() as { id: number };
    expect(record).toEqual({
      id: expect.any(Number),
      name: 'Weekly status',
      reportKey: 'appointment-status-summary',
      enterpriseId: 1,
      columns: ['storeName', 'total'],
      active: true,
    });
    const updated = await post(
      url,
      { id: record.id, name: 'Weekly status', active: false },
      'SUPER_USER',
      'PUT',
    );
    expect(updated.json()).toMatchObject({ id: record.id, active: false, columns: ['storeName', 'total'] });
    const [stored] = await server.db.query<{ active: boolean }>(
      'SELECT active FROM report_template_master WHERE id = $1',
      [record.id],
    );
    expect(stored).toEqual({ active: false });
    expect((await post(url, { name: 'No id' }, 'SUPER_USER', 'PUT')).statusCode).toBe(400);
    expect((await post(url, { id: 999999, name: 'Gone' }, 'SUPER_USER', 'PUT')).statusCode).toBe(404);
    expect((await post(url, { name: 'Elsewhere', enterpriseId: 999999 })).statusCode).toBe(404);
    expect((await post(url, { name: 'Not mine' }, 'OFFICE_USER')).statusCode).toBe(403);
  });
});
