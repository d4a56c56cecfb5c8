import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../http/contract.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('the appointment manager', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = async (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: await server.signIn(role), ...(payload ? { payload } : {}) });
  const search = async (role: Role, body: object, url = '/api/appointment/search?size=500') => {
    const response = await call(role, 'POST', url, body);
    expect(response.statusCode).toBe(200);
    return response.json() as Schemas['AppointmentPage'];
  };
  /**
   * A fresh booked appointment of a lead of store 1 (one without seeded appointments), at 10:00 New
   * York time that many days from today (tomorrow unless said; a past one for a no-show).
   */
  const bookFor = async (fsiId: number, days = 1): Promise<number> => {
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO appointment (vehicle_id, store_id, appointment_at, fsi_id, customer_id, status)
       SELECT f.vehicle_id, f.store_id,
              ((now() AT TIME ZONE 'America/New_York')::date + $2::int + time '10:00') AT TIME ZONE 'America/New_York',
              f.id, f.customer_id, 'BOOKED'
         FROM future_service_interaction f WHERE f.id = $1 RETURNING id`,
      [fsiId, days],
    );
    return row!.id;
  };
  const leadOfStore1 = async (skip: number) =>
    (
      await server.db.query<{ id: number }>(
        `SELECT f.id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
          WHERE f.store_id = 1 AND NOT f.archived AND NOT c.block_sms
            AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.customer_id = c.id)
            AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
          ORDER BY f.id OFFSET $1 LIMIT 1`,
        [skip],
      )
    )[0]!.id;

  it('finds appointments by customer name, VIN and phone digits, inside the user’s store', async () => {
    const [seeded] = await server.db.query<{
      first_name: string;
      vin: string;
      cellular: string;
      store_id: number;
    }>(
      `SELECT c.first_name, v.vin, c.cellular, a.store_id FROM appointment a
         JOIN service_vehicle v ON v.id = a.vehicle_id JOIN customer c ON c.id = a.customer_id
        WHERE a.store_id = 1 AND a.deleted_at IS NULL AND a.archived_at IS NULL ORDER BY a.id LIMIT 1`,
    );
    for (const query of [
      seeded!.first_name.toLowerCase(),
      seeded!.vin.slice(-6),
      seeded!.cellular.slice(-7),
    ]) {
      const page = await search('SUPER_USER', { query });
      expect(page.total).toBeGreaterThan(0);
      expect(
        page.data.some(
          (a) =>
            a.vin === seeded!.vin ||
            a.cellular === seeded!.cellular ||
            a.customerName?.includes(seeded!.first_name),
        ),
      ).toBe(true);
    }
    const store = await search('OFFICE_MANAGER', {});
    expect(store.total).toBeGreaterThan(0);
    expect(store.data.every((a) => a.storeId === 1)).toBe(true);
    expect((await search('OFFICE_MANAGER', { storeIds: [2] })).total).toBe(0);
  });

  it('narrows by day and advisor, and refuses a range that ends before it starts', async () => {
    const all = await search('SUPER_USER', {});
    const first = all.data[0]!;
    const day = await search('SUPER_USER', { startDate: first.apptDate, endDate: first.apptDate });
    expect(day.data.every((a) => a.apptDate === first.apptDate)).toBe(true);
    const picked = all.data.find((a) => a.advisorNo)!;
    const advisor = picked.advisorNo!;
    const byAdvisor = await search('SUPER_USER', { advisorNo: advisor });
    // One person may hold several advisor numbers in a store (issue 30 point 7): any of them finds all.
    const samePerson = (a: Schemas['Appointment']) =>
      a.storeId === picked.storeId && a.advisorName === picked.advisorName;
    expect(byAdvisor.data.map((a) => a.apptId).sort()).toEqual(
      all.data
        .filter(samePerson)
        .map((a) => a.apptId)
        .sort(),
    );
    expect((await search('SUPER_USER', { advisorNo: 'ALL' })).total).toBe(all.total);
    const backwards = await call('SUPER_USER', 'POST', '/api/appointment/search', {
      startDate: '2026-05-02',
      endDate: '2026-05-01',
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('marks a no-show on the appointment and runs the lead’s no-show workflow with it', async () => {
    const fsiId = await leadOfStore1(0);
    const id = await bookFor(fsiId, -1);
    const response = await call('OFFICE_MANAGER', 'PUT', `/api/appointment/${id}/status/NO_SHOW`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as Schemas['Appointment']).apptStatus).toBe('NO_SHOW');
    const [lead] = await server.db.query<{ workflow_track: string; stage: string }>(
      'SELECT workflow_track, stage FROM future_service_interaction WHERE id = $1',
      [fsiId],
    );
    expect(lead).toEqual({ workflow_track: 'CUSTOMER_NO_SHOW', stage: 'SHOW_OR_NO_SHOW' });
    const notes = await server.db.query<{ content: string }>(
      "SELECT content FROM message_instance WHERE fsi_id = $1 AND content LIKE 'Customer no-show%'",
      [fsiId],
    );
    expect(notes).toHaveLength(1);
    const events = await server.db.query(
      "SELECT 1 FROM lead_workflow_event WHERE fsi_id = $1 AND kind = 'no-show' AND value = $2",
      [fsiId, String(id)],
    );
    expect(events).toHaveLength(1);
  });

  it('sets the booked appointment NO_SHOW when staff pick the CUSTOMER_NO_SHOW track or workflow/noShow', async () => {
    for (const [skip, url] of [
      [1, 'workflow/track?track=CUSTOMER_NO_SHOW&future-service-interaction-id='],
      [2, 'workflow/noShow?future-service-interaction-id='],
    ] as const) {
      const fsiId = await leadOfStore1(skip);
      const id = await bookFor(fsiId, -1);
      const response = await call('SUPER_USER', 'POST', `/api/future-service-interaction/${url}${fsiId}`);
      expect(response.statusCode).toBe(200);
      const [row] = await server.db.query<{ status: string }>(
        'SELECT status FROM appointment WHERE id = $1',
        [id],
      );
      expect(row!.status).toBe('NO_SHOW');
    }
  });

  it('refuses a no-show before the appointment’s time on every path, and changes nothing (issue 30)', async () => {
    const fsiId = await leadOfStore1(4);
    const id = await bookFor(fsiId, 2);
    const refusals = [
      await call('OFFICE_MANAGER', 'PUT', `/api/appointment/${id}/status/NO_SHOW`),
      await call(
        'SUPER_USER',
        'POST',
        `/api/future-service-interaction/workflow/noShow?future-service-interaction-id=${fsiId}`,
      ),
      await call(
        'SUPER_USER',
        'POST',
        `/api/future-service-interaction/workflow/track?track=CUSTOMER_NO_SHOW&future-service-interaction-id=${fsiId}`,
      ),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(
          /^A no-show can be marked only after the appointment's time \(\d{2}\/\d{2}\/\d{4} at 10:00\)\.$/,
        ),
      });
    }
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM appointment WHERE id = $1', [
      id,
    ]);
    expect(row!.status).toBe('BOOKED');
    const [lead] = await server.db.query<{ workflow_track: string | null }>(
      'SELECT workflow_track FROM future_service_interaction WHERE id = $1',
      [fsiId],
    );
    expect(lead!.workflow_track).not.toBe('CUSTOMER_NO_SHOW');
  });

  it('finds an archived appointment on the archive by its own day, latest first', async () => {
    const id = await bookFor(await leadOfStore1(5), 2);
    expect((await call('SUPER_USER', 'PUT', `/api/appointment/${id}/status/ARCHIVED`)).statusCode).toBe(200);
    const archive = await search('SUPER_USER', { archived: true });
    expect(archive.data.some((a) => a.apptId === id)).toBe(true);
    const instants = archive.data.map((a) => a.appointmentAt!);
    expect(instants).toEqual([...instants].sort().reverse());
    const day = archive.data.find((a) => a.apptId === id)!.apptDate!;
    const onItsDay = await search('SUPER_USER', { archived: true, startDate: day, endDate: day });
    expect(onItsDay.data.map((a) => a.apptId)).toContain(id);
    expect(onItsDay.data.every((a) => a.apptDate === day)).toBe(true);
  });

  it('archives and deletes with the designed status words, and refuses unknown ones', async () => {
    const id = await bookFor(await leadOfStore1(3));
    expect((await call('SUPER_USER', 'PUT', `/api/appointment/${id}/status/ARCHIVED`)).statusCode).toBe(200);
    expect((await search('SUPER_USER', {})).data.some((a) => a.apptId === id)).toBe(false);
    expect((await search('SUPER_USER', { archived: true })).data.some((a) => a.apptId === id)).toBe(true);
    expect((await call('SUPER_USER', 'PUT', `/api/appointment/${id}/status/DELETED`)).statusCode).toBe(200);
    expect((await search('SUPER_USER', { archived: true })).data.some((a) => a.apptId === id)).toBe(false);
    expect((await call('SUPER_USER', 'PUT', `/api/appointment/${id}/status/SHOW`)).statusCode).toBe(404);
    const other = await bookFor(await leadOfStore1(4));
    const unknown = await call('SUPER_USER', 'PUT', `/api/appointment/${other}/status/SCHEDULED`);
    expect(unknown.statusCode).toBe(400);
    const outside = await call('OFFICE_MANAGER', 'PUT', `/api/appointment/${other}/status/SHOW`);
    expect(outside.statusCode).toBe(200);
    const [store2] = await server.db.query<{ id: number }>(
      'SELECT id FROM appointment WHERE store_id = 2 LIMIT 1',
    );
    expect(
      (await call('OFFICE_MANAGER', 'PUT', `/api/appointment/${store2!.id}/status/SHOW`)).statusCode,
    ).toBe(404);
  });

  it('cancels a booked appointment as the booking does: the lead unmarked and the customer texted (issue 30)', async () => {
    const fsiId = await leadOfStore1(7);
    const id = await bookFor(fsiId, 2);
    await server.db.query('UPDATE future_service_interaction SET appointment_set = true WHERE id = $1', [
      fsiId,
    ]);
    const [{ before }] = (await server.db.query<{ before: number }>(
      'SELECT COALESCE(max(id), 0)::int AS before FROM message_instance',
    )) as [{ before: number }];
    const cancelled = await call('OFFICE_MANAGER', 'PUT', `/api/appointment/${id}/status/CANCELLED`);
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as Schemas['Appointment']).apptStatus).toBe('CANCELLED');
    const texts = await server.db.query<{ content: string }>(
      `SELECT m.content FROM message_instance m JOIN outbox o ON o.message_id = m.id
        WHERE m.fsi_id = $1 AND m.message_type = 'SMS' AND m.id > $2`,
      [fsiId, before],
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]!.content).toMatch(/cancel/i);
    const [lead] = await server.db.query<{ appointment_set: boolean }>(
      'SELECT appointment_set FROM future_service_interaction WHERE id = $1',
      [fsiId],
    );
    expect(lead!.appointment_set).toBe(false);
    // Cancelled once: a second cancellation changes nothing and texts nothing more.
    await call('OFFICE_MANAGER', 'PUT', `/api/appointment/${id}/status/CANCELLED`);
    const again = await server.db.query(
      `SELECT 1 FROM message_instance WHERE fsi_id = $1 AND message_type = 'SMS' AND id > $2`,
      [fsiId, before],
    );
    expect(again).toHaveLength(1);
  });

  it('shows the reminder first, queues it once through the outbox, and never for an opted-out customer', async () => {
    const fsiId = await leadOfStore1(5);
    const id = await bookFor(fsiId);
    const preview = await call('OFFICE_MANAGER', 'GET', `/api/appointment/${id}/reminder`);
    const shown = preview.json() as Schemas['AppointmentReminder'];
    expect(shown).toMatchObject({ apptId: id, blockedReason: null, sentAt: null });
    expect(shown.text).toContain('10:00 AM');
    const [first, second] = await Promise.all([
      call('OFFICE_MANAGER', 'POST', `/api/appointment/${id}/reminder`),
      call('OFFICE_MANAGER', 'POST', `/api/appointment/${id}/reminder`),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const queued = await server.db.query<{ content: string; to_address: string }>(
      'SELECT content, to_address FROM message_instance WHERE fsi_id = $1 AND content = $2',
      [fsiId, shown.text],
    );
    expect(queued).toEqual([{ content: shown.text, to_address: shown.cellular }]);
    const outbox = await server.db.query('SELECT 1 FROM outbox WHERE body = $1', [shown.text]);
    expect(outbox).toHaveLength(1);

    const blocked = await bookFor(await leadOfStore1(6));
    await server.db.query(
      'UPDATE customer SET block_sms = true WHERE id = (SELECT customer_id FROM appointment WHERE id = $1)',
      [blocked],
    );
    const refused = await call('OFFICE_MANAGER', 'POST', `/api/appointment/${blocked}/reminder`);
    expect(refused.statusCode).toBe(400);
    expect(
      (await server.db.query('SELECT 1 FROM appointment_reminder WHERE appointment_id = $1', [blocked]))
        .length,
    ).toBe(0);
  });

  it('gives the lead’s live booking link in the reminder, which opens the booked appointment (issue 34)', async () => {
    const fsiId = await leadOfStore1(7);
    const id = await bookFor(fsiId);
    const preview = await call('OFFICE_MANAGER', 'GET', `/api/appointment/${id}/reminder`);
    const shown = preview.json() as Schemas['AppointmentReminder'];
    const status = await call(
      'OFFICE_MANAGER',
      'GET',
      `/api/future-service-interaction/booking-link?future-service-interaction-id=${fsiId}`,
    );
    const live = (status.json() as Schemas['BookingLinkStatus']).url!;
    expect(live).toMatch(/^\/book\/\d+\.[A-Za-z0-9_-]{43}$/);
    expect(shown.text).toMatch(/Reply to this text if you need to change it\. Or change or cancel it here: /);
    expect(shown.text.endsWith(live)).toBe(true);
    expect((await call('OFFICE_MANAGER', 'POST', `/api/appointment/${id}/reminder`)).statusCode).toBe(200);
    const [sent] = await server.db.query<{ content: string }>(
      "SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'SMS' ORDER BY id DESC LIMIT 1",
      [fsiId],
    );
    expect(sent!.content).toBe(shown.text);
    const opened = await server.app.inject({
      method: 'GET',
      url: `/api${live.replace('/book/', '/booking-link/')}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    // The page opens the booked appointment (move or cancel from there): tomorrow at 10:00 in New York.
    expect((opened.json() as Schemas['BookingLinkPage']).appointment).toMatchObject({ time: '10:00' });
  });

  it('lists the reminder and pre-CSI leads from real appointments', async () => {
    const reminders = (
      await call('SUPER_USER', 'POST', '/api/lisa/swimlane/appt-reminder-list?size=500', {})
    ).json() as Schemas['LeadPage'];
    const expected = await server.db.query<{ id: number }>(
      `SELECT DISTINCT f.id FROM future_service_interaction f JOIN appointment a ON a.fsi_id = f.id
        WHERE NOT f.archived AND a.status = 'BOOKED' AND a.deleted_at IS NULL AND a.archived_at IS NULL
          AND a.appointment_at >= now() AND a.appointment_at < now() + interval '3 days'`,
    );
    expect(reminders.total).toBeGreaterThan(0);
    expect(new Set(reminders.data.map((lead) => lead.id))).toEqual(new Set(expected.map((row) => row.id)));
  });
});
