import { DateTime } from 'luxon';
import { insertRows, type Row } from '../db/bulk-insert.js';
import type { Queryable } from '../db/database.js';
import { DEMO_STORES } from './demo-organisation.js';
import { Prng } from './prng.js';

/**
 * Issue 16 demo data for the appointment manager: each demo store's service advisors, and service
 * appointments of the demo leads over the three weeks around the seed day. Past days read as a
 * shop's days do (most showed, some no-shows and cancellations, a few archived); coming days are
 * booked, a few cancelled; some booked ones are tomorrow, so the reminder list has leads on it.
 */
const EXTRA_ADVISOR = 'Priya Shah';
const TRANSPORTS = ['WAITER', 'DROP_OFF', 'LOANER', 'SHUTTLE'] as const;
const SERVICES = [
  ['OIL_CHANGE', ['01OIL', '05ROT']],
  ['SVC_7500', ['7500MI']],
  ['CHECK_UP', ['MPI']],
  ['OIL_CHANGE_15K', ['01OIL', '15K']],
  ['STATE_INSPECTION', ['INSP']],
] as const;
/** Appointment times a service drive books (store's local time). */
const TIMES = ['07:30', '08:00', '08:30', '09:00', '10:00', '11:00', '13:00', '14:30', '15:30'];
const PER_STORE = 14;

export const demoAdvisorNo = (storeId: number, n: number): string =>
  `SA${storeId}${String(n).padStart(2, '0')}`;

function pastStatus(prng: Prng): string {
  const roll = prng.next();
  return roll < 0.55 ? 'SHOW' : roll < 0.7 ? 'COMPLETED' : roll < 0.87 ? 'NO_SHOW' : 'CANCELLED';
}

export async function addDemoAppointments(tx: Queryable, now: Date): Promise<void> {
  const prng = new Prng(1616);
  for (const store of DEMO_STORES) {
    const names = [...store.advisors.map((advisor) => advisor.name), EXTRA_ADVISOR];
    // The booking part seeds advisors too: whichever runs first, the other adds nothing twice.
    for (const [i, name] of names.entries())
      await tx.query(
        `INSERT INTO service_advisor (store_id, advisor_no, name) VALUES ($1, $2, $3)
         ON CONFLICT (store_id, advisor_no) DO NOTHING`,
        [store.id, demoAdvisorNo(store.id, i + 1), name],
      );
  }
  const advisors = await tx.query<{ id: number; store_id: number }>(
    'SELECT id, store_id FROM service_advisor WHERE active ORDER BY id',
  );
  const leads = await tx.query<{ id: number; customer_id: number; vehicle_id: number; store_id: number }>(
    `SELECT id, customer_id, vehicle_id, store_id FROM future_service_interaction
      WHERE NOT archived AND type = 'SERVICE' ORDER BY store_id, id`,
  );
  const appointments: Row[] = [];
  for (const store of DEMO_STORES) {
    const storeAdvisors = advisors.filter((advisor) => advisor.store_id === store.id);
    const storeLeads = leads.filter((lead) => lead.store_id === store.id).slice(0, PER_STORE);
    const today = DateTime.fromJSDate(now, { zone: store.timeZone }).startOf('day');
    storeLeads.forEach((lead, i) => {
      // Spread over -10..+10 days; the first two of each store are tomorrow (the reminder list).
      const offset = i < 2 ? 1 : prng.int(-10, 10);
      const [hour, minute] = prng.pick(TIMES).split(':').map(Number) as [number, number];
      const at = today.plus({ days: offset }).set({ hour, minute });
      const past = at.toJSDate() < now;
      const [serviceType, opcodes] = prng.pick(SERVICES);
      appointments.push({
        vehicle_id: lead.vehicle_id,
        store_id: store.id,
        appointment_at: at.toJSDate(),
        status: past ? pastStatus(prng) : prng.chance(0.88) ? 'BOOKED' : 'CANCELLED',
        fsi_id: lead.id,
        customer_id: lead.customer_id,
        advisor_id: storeAdvisors.length ? prng.pick(storeAdvisors).id : null,
        title: 'Service Appointment',
        service_type: serviceType,
        transport_type: prng.pick(TRANSPORTS),
        opcodes: `{${opcodes.join(',')}}`,
        duration_minutes: prng.pick([30, 60, 90]),
        notes: prng.chance(0.3) ? 'Customer asked for a call when the car is ready.' : null,
        source: prng.pick(['STAFF', 'ASSISTANT', 'ASSISTANT', 'DMS']),
        created_at: at.minus({ days: prng.int(2, 12) }).toJSDate(),
        archived_at: past && offset < -7 && prng.chance(0.35) ? now : null,
      });
    });
  }
  await insertRows(tx, 'appointment', appointments, { opcodes: 'text[]' });
  await tx.query(
    `UPDATE future_service_interaction f SET appointment_set = true
      WHERE EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id AND a.status = 'BOOKED')`,
  );
}
