import { LANDLINE_CANNOT_TEXT, OPTED_OUT_MESSAGE } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedDms } from '../service-board/simulated-dms.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { SchedulerRunner } from './scheduler-runner.js';

// Issue 29, point 5: a reminder the scheduler could not send leaves its reason in the lead's
// conversation (once, however often the job runs), besides the run's summary.

const NOW = new Date();
const QUARTER_HOUR = 15 * 60_000 + 1_000;

describe('a refused scheduled reminder', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: { now: () => NOW } });
  });
  afterAll(() => server.close());

  const runnerAt = (offsetMs: number) =>
    new SchedulerRunner({
      db: server.db,
      outbox: { wake: () => undefined } as never,
      clock: { now: () => new Date(NOW.getTime() + offsetMs) },
      dms: new SimulatedDms(server.db),
      dmsSource: 'SIMULATED_DMS',
    });

  /** A lead of store 1 with no appointment yet, booked for noon tomorrow in the store's zone. */
  async function bookedTomorrow(skip: number): Promise<{ fsiId: number; customerId: number }> {
    const [lead] = await server.db.query<{ fsiId: number; customerId: number }>(
      `SELECT f.id AS "fsiId", c.id AS "customerId" FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.store_id = 1 AND NOT f.archived AND NOT c.block_sms
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.customer_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
        ORDER BY f.id OFFSET $1 LIMIT 1`,
      [skip],
    );
    if (!lead) throw new Error('no lead to book');
    await server.db.query(
      `INSERT INTO appointment (vehicle_id, store_id, appointment_at, fsi_id, customer_id, status)
       SELECT f.vehicle_id, f.store_id,
              (($2::timestamptz AT TIME ZONE s.office_time_zone)::date + 1 + time '12:00') AT TIME ZONE s.office_time_zone,
              f.id, f.customer_id, 'BOOKED'
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id WHERE f.id = $1`,
      [lead.fsiId, new Date(NOW.getTime() + QUARTER_HOUR)],
    );
    return lead;
  }
  const notesOf = (fsiId: number) =>
    server.db.query<{ content: string }>(
      "SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL' AND content LIKE 'Appointment reminder%'",
      [fsiId],
    );

  it('says in the lead’s conversation why: opted out, or a landline', async () => {
    const optedOut = await bookedTomorrow(0);
    const landline = await bookedTomorrow(1);
    await server.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [optedOut.customerId]);
    await server.db.query("UPDATE customer SET cellular_line_type = 'landline' WHERE id = $1", [
      landline.customerId,
    ]);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/scheduler',
      headers: await server.signIn('SUPER_ADMIN'),
      payload: { name: 'Reminders', cron: '*/15 * * * *', jobType: 'APPOINTMENT_REMINDERS', storeId: 1 },
    });
    expect(created.statusCode).toBe(200);
    expect(await runnerAt(QUARTER_HOUR).tick()).toHaveLength(1);
    expect(await runnerAt(2 * QUARTER_HOUR).tick()).toHaveLength(1);
    expect(await notesOf(optedOut.fsiId)).toEqual([
      { content: `Appointment reminder not sent: ${OPTED_OUT_MESSAGE}` },
    ]);
    expect(await notesOf(landline.fsiId)).toEqual([
      { content: `Appointment reminder not sent: ${LANDLINE_CANNOT_TEXT}` },
    ]);
  });
});
