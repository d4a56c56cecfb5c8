import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { APPOINTMENT_MANAGER_OPERATIONS } from './support/appointment-manager-operations.js';
import { contractCaller } from './support/contract-caller.js';

// Issue 16 against openapi/: the appointment manager's searches, status PUT, no-show and reminder
// calls answer as documented, refusals included.
let server: TestServer;
let auth: { authorization: string };

const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

type Page = {
  data: { apptId: number; apptDate: string; storeId: number; apptStatus: string }[];
  total: number;
};

/**
 * A booked appointment of a store-1 lead that has none yet, at 09:00 New York time that many days
 * from today (tomorrow unless said; yesterday for a no-show, which is refused before its time).
 */
async function bookTomorrow(skip: number, days = 1): Promise<{ id: number; fsiId: number }> {
  const [row] = await server.db.query<{ id: number; fsi_id: number }>(
    `INSERT INTO appointment (vehicle_id, store_id, appointment_at, fsi_id, customer_id, status)
     SELECT f.vehicle_id, f.store_id,
            ((now() AT TIME ZONE 'America/New_York')::date + $2::int + time '09:00') AT TIME ZONE 'America/New_York',
            f.id, f.customer_id, 'BOOKED'
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
      WHERE f.store_id = 1 AND NOT f.archived AND NOT c.block_sms
        AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.customer_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
      ORDER BY f.id OFFSET $1 LIMIT 1
     RETURNING id, fsi_id`,
    [skip, days],
  );
  return { id: row!.id, fsiId: row!.fsi_id };
}

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('OFFICE_MANAGER'); // store 1 of BOC 1
});
afterAll(async () => server?.close());

describe('the appointment manager keeps the contract', () => {
  it('searches by date and text, and refuses a bad body', async () => {
    const page = (
      await call('searchAppointments', { url: '/api/appointment/search?page=0&size=5', payload: {} })
    ).body as unknown as Page;
    expect(page.total).toBeGreaterThan(0);
    const day = page.data[0]!.apptDate;
    const byDay = await call('searchServiceAppointmentsByDateAndQuery', {
      url: '/api/service-appointment/search-by-appt-date-and-query?size=50',
      payload: { startDate: day, endDate: day, query: '' },
    });
    expect((byDay.body as unknown as Page).data.every((a) => a.apptDate === day)).toBe(true);
    expect((await call('searchAppointments', { payload: { colour: 'red' } })).status).toBe(400);
    expect((await call('searchAppointments', { payload: { startDate: '25/11/2026' } })).status).toBe(400);
  });

  it('lists a store’s appointments by date, booked ones and the services, inside the user’s stores', async () => {
    const { id } = await bookTomorrow(0);
    const [row] = await server.db.query<{ day: string }>(
      "SELECT to_char(appointment_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD') AS day FROM appointment WHERE id = $1",
      [id],
    );
    const day = row!.day;
    const ids = (body: Record<string, unknown>) => (body as unknown as Page).data.map((a) => a.apptId);
    const lead = await call('searchLeadAppointmentsByDate', {
      url: `/api/future-service-interaction/appointment/search-by-appt-date?store_id_pk=1&date=${day}&size=100`,
    });
    expect(ids(lead.body)).toContain(id);
    const store = await call('searchServiceAppointmentsByDate', {
      url: `/api/boc/1/store/1/service-appointment/search-by-date?date=${day}&size=100`,
    });
    expect(ids(store.body)).toContain(id);
    expect(
      (
        await call('searchServiceAppointmentsByDate', {
          url: `/api/boc/1/store/2/service-appointment/search-by-date?date=${day}`,
        })
      ).status,
    ).toBe(404);
    const swimlane = await call('lisaSwimlaneAppointments', {
      url: '/api/lisa/swimlane/appointment?size=100&page=0',
      payload: { store: '1', advisor: 'ALL', date: day },
    });
    expect(ids(swimlane.body)).toContain(id);
    expect((await call('lisaSwimlaneAppointments', { payload: { store: 'Brooklyn' } })).status).toBe(400);
    const booked = await call('getBookedAppointments', {
      url: `/api/manual-appointment/booked-appts?store_id_pk=1&startDate=${day}&endDate=${day}`,
    });
    expect((booked.body as unknown as Page).data.every((a) => a.apptStatus === 'BOOKED')).toBe(true);
    expect(ids(booked.body)).toContain(id);
    const services = await call('getManualAppointmentServices', {
      url: '/api/manual-appointment/services?boc_id_pk=1&store_id_pk=1',
    });
    expect(services.status).toBe(200);
    expect(
      (await call('getManualAppointmentServices', { url: '/api/manual-appointment/services?boc_id_pk=1' }))
        .status,
    ).toBe(400);
  });

  it('sets a status, marks a no-show of a lead, and refuses an unknown status', async () => {
    const { id } = await bookTomorrow(1);
    const shown = await call('updateAppointmentStatus', { url: `/api/appointment/${id}/status/SHOW` });
    expect(shown.body).toMatchObject({ apptId: id, apptStatus: 'SHOW' });
    expect(
      (await call('updateAppointmentStatus', { url: `/api/appointment/${id}/status/LATE` })).status,
    ).toBe(400);
    expect(
      (await call('updateAppointmentStatus', { url: '/api/appointment/99999999/status/SHOW' })).status,
    ).toBe(404);
    const early = await call('updateAppointmentStatus', { url: `/api/appointment/${id}/status/NO_SHOW` });
    expect(early.status).toBe(400);
    const second = await bookTomorrow(2, -1);
    const noShow = await call('markNoShow', {
      url: `/api/future-service-interaction/workflow/noShow?future-service-interaction-id=${second.fsiId}`,
    });
    expect(noShow.body).toEqual({ message: 'Successfully Updated' });
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM appointment WHERE id = $1', [
      second.id,
    ]);
    expect(row!.status).toBe('NO_SHOW');
    expect(
      (
        await call('markNoShow', {
          url: '/api/future-service-interaction/workflow/noShow?future-service-interaction-id=x',
        })
      ).status,
    ).toBe(400);
  });

  it('previews the reminder and sends it once', async () => {
    const { id } = await bookTomorrow(3);
    const preview = await call('previewAppointmentReminder', { url: `/api/appointment/${id}/reminder` });
    expect(preview.body).toMatchObject({ apptId: id, sentAt: null, blockedReason: null });
    const sent = await call('sendAppointmentReminder', { url: `/api/appointment/${id}/reminder` });
    expect(sent.body).toMatchObject({ apptId: id, text: preview.body.text, sentAt: expect.any(String) });
    const again = await call('sendAppointmentReminder', { url: `/api/appointment/${id}/reminder` });
    expect(again.body.sentAt).toBe(sent.body.sentAt);
    expect((await call('previewAppointmentReminder', { url: '/api/appointment/0/reminder' })).status).toBe(
      400,
    );
  });

  it('exercised every operation it takes over from server-contract.test.ts', () => {
    expect(APPOINTMENT_MANAGER_OPERATIONS.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
