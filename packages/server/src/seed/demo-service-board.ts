import { SIMULATED_DWELL_MINUTES, isoToday, OPEN_RO_FLOW, type RepairOrderStatus } from '@torque/domain';
import { DateTime } from 'luxon';
import type { Queryable } from '../db/database.js';
import { DEMO_STORES } from './demo-organisation.js';

/**
 * Issue 16 demo data: the service-order board of today (the seed's clock) in every store — advisors,
 * opcodes, open repair orders in every lane, orders closed today and yesterday, appointments still to
 * come (one in a few minutes, so the simulated DMS checks it in while a newcomer watches), the sales'
 * deal numbers and the stores' vehicle care plans. Orders are staggered so the simulated shop moves
 * one card every couple of minutes.
 */
const LANES: readonly RepairOrderStatus[] = [
  'UNASSIGNED',
  'UNASSIGNED',
  'PREASSIGNED',
  'PREASSIGNED',
  'ASSIGNED',
  'ASSIGNED',
  'HOLD',
  'COMPLETE',
  'COMPLETE',
  'BOOKED',
];
const CLOSED_TODAY = 2;
const CLOSED_YESTERDAY = 1;
const APPOINTMENT_MINUTES = [4, 45, 150];
const OPCODES = [
  { code: 'LOF', description: 'Lube, oil and filter', skill_hours: 0.5 },
  { code: 'ROT', description: 'Tire rotation', skill_hours: 0.5 },
  { code: 'BRK', description: 'Brake inspection', skill_hours: 1 },
  { code: 'SI', description: 'State inspection', skill_hours: 0.75 },
  { code: '30K', description: '30,000 mile service', skill_hours: 3 },
];
const CARE_PLANS = [
  {
    plan_code: 'VCP-BASIC',
    description: 'Two years of oil changes and rotations',
    months: 24,
    mileage: 25000,
  },
  { plan_code: 'VCP-PLUS', description: 'Three years of scheduled maintenance', months: 36, mileage: 36000 },
  { plan_code: 'VCP-TIRE', description: 'Tire and wheel protection', months: 48, mileage: 50000 },
];

type Candidate = { fsi_id: number; vehicle_id: number; customer_id: number; service_type: string };

export async function addDemoServiceBoard(tx: Queryable, now: Date): Promise<void> {
  for (const store of DEMO_STORES) {
    const advisorIds = await seedAdvisors(tx, store.id, store.advisors);
    await seedOpcodes(tx, store.id);
    await seedCarePlans(tx, store.id);
    const candidates = await tx.query<Candidate>(
      `SELECT DISTINCT ON (f.vehicle_id) f.id AS fsi_id, f.vehicle_id, f.customer_id, f.planned_service_type AS service_type
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.store_id = $1 AND NOT f.archived AND NOT c.block_sms AND f.type = 'SERVICE'
          AND NOT EXISTS (SELECT 1 FROM repair_order r WHERE r.vehicle_id = f.vehicle_id)
          AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.vehicle_id = f.vehicle_id)
        ORDER BY f.vehicle_id, f.id DESC LIMIT 20`,
      [store.id],
    );
    const today = DateTime.fromISO(isoToday(now, store.timeZone), { zone: store.timeZone });
    let next = 0;
    const take = () => candidates[next++];
    for (const [index, status] of LANES.entries()) {
      const car = take();
      if (!car) return;
      // Each card moves about two minutes after the one before it (at the simulated shop's pace).
      const dwell = SIMULATED_DWELL_MINUTES[status];
      const changedAt = new Date(now.getTime() - Math.max(0, dwell - 2 * (index + 1)) * 60_000);
      await openOrder(
        tx,
        store.id,
        car,
        advisorIds[index % advisorIds.length]!,
        status,
        changedAt,
        now,
        index,
      );
    }
    for (let index = 0; index < CLOSED_TODAY + CLOSED_YESTERDAY; index++) {
      const car = take();
      if (!car) return;
      const day = index < CLOSED_TODAY ? today : today.minus({ days: 1 });
      await closedOrder(tx, store.id, car, advisorIds[index % advisorIds.length]!, day, 20 + index);
    }
    for (const [index, minutes] of APPOINTMENT_MINUTES.entries()) {
      const car = take();
      if (!car) return;
      await tx.query(
        `INSERT INTO appointment (vehicle_id, store_id, appointment_at, status, fsi_id, customer_id, advisor_id, title,
                                  service_type, transport_type, opcodes, duration_minutes, source, created_at)
         VALUES ($1, $2, $3, 'BOOKED', $4, $5, $6, 'Service Appointment', $7, $8, $9, 60, 'STAFF', $10)`,
        [
          car.vehicle_id,
          store.id,
          new Date(now.getTime() + minutes * 60_000),
          car.fsi_id,
          car.customer_id,
          advisorIds[index % advisorIds.length],
          car.service_type,
          index % 2 === 0 ? 'WAITER' : 'DROP_OFF',
          ['LOF', 'ROT'],
          now,
        ],
      );
    }
  }
  // Sales carry the DMS's deal number.
  await tx.query(
    `UPDATE service_vehicle SET deal_no = 'D' || lpad(id::text, 6, '0') WHERE sold_date IS NOT NULL AND deal_no IS NULL`,
  );
}

async function seedAdvisors(
  tx: Queryable,
  storeId: number,
  advisors: readonly { readonly name: string }[],
): Promise<number[]> {
  // Other parts seed advisors too: whoever comes first keeps the number.
  for (const [index, advisor] of advisors.entries())
    await tx.query(
      `INSERT INTO service_advisor (store_id, advisor_no, name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [storeId, `${storeId}0${index + 1}`, advisor.name],
    );
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM service_advisor WHERE store_id = $1 AND active ORDER BY id',
    [storeId],
  );
  return rows.map((row) => row.id);
}

async function seedOpcodes(tx: Queryable, storeId: number): Promise<void> {
  for (const opcode of OPCODES)
    await tx.query(
      'INSERT INTO opcode (store_id, code, description, skill_hours) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [storeId, opcode.code, opcode.description, opcode.skill_hours],
    );
}

async function seedCarePlans(tx: Queryable, storeId: number): Promise<void> {
  for (const plan of CARE_PLANS)
    await tx.query(
      `INSERT INTO vcp_master (store_id, plan_code, description, months, mileage) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [storeId, plan.plan_code, plan.description, plan.months, plan.mileage],
    );
}

const roNumber = (storeId: number, index: number) => String(storeId * 10000 + 60000 + index);

async function openOrder(
  tx: Queryable,
  storeId: number,
  car: Candidate,
  advisorId: number,
  status: RepairOrderStatus,
  changedAt: Date,
  now: Date,
  index: number,
): Promise<void> {
  const openedAt = new Date(Math.min(changedAt.getTime(), now.getTime() - (90 + index * 10) * 60_000));
  const [order] = await tx.query<{ id: number }>(
    `INSERT INTO repair_order (vehicle_id, store_id, ro_number, status, advisor_id, fsi_id, opened_at, promised_at,
                               status_changed_at, opcodes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      car.vehicle_id,
      storeId,
      roNumber(storeId, index),
      status,
      advisorId,
      car.fsi_id,
      openedAt,
      new Date(now.getTime() + (3 + (index % 4)) * 3_600_000),
      changedAt,
      index % 3 === 0 ? ['LOF', 'SI'] : ['LOF', 'ROT'],
    ],
  );
  // The order's path so far, each step at its own time.
  const path =
    status === 'HOLD'
      ? ['UNASSIGNED', 'PREASSIGNED', 'ASSIGNED', 'HOLD']
      : OPEN_RO_FLOW.slice(0, OPEN_RO_FLOW.indexOf(status as never) + 1);
  for (const [step, passed] of path.entries()) {
    const at = new Date(
      openedAt.getTime() + ((changedAt.getTime() - openedAt.getTime()) * step) / Math.max(1, path.length - 1),
    );
    await tx.query(
      `INSERT INTO repair_order_status_history (repair_order_id, status, changed_at, source) VALUES ($1, $2, $3, 'SIMULATED_DMS')`,
      [order!.id, passed, at],
    );
  }
}

async function closedOrder(
  tx: Queryable,
  storeId: number,
  car: Candidate,
  advisorId: number,
  day: DateTime,
  index: number,
): Promise<void> {
  const opened = day.set({ hour: 8, minute: 15 + index });
  const closed = day.set({ hour: 16, minute: index });
  await tx.query(
    `INSERT INTO repair_order (vehicle_id, store_id, ro_number, status, advisor_id, fsi_id, opened_at, status_changed_at,
                               closed_on, opcodes, promised_at)
     VALUES ($1, $2, $3, 'CLOSED', $4, $5, $6, $7, $8, $9, $7)`,
    [
      car.vehicle_id,
      storeId,
      roNumber(storeId, index),
      advisorId,
      car.fsi_id,
      opened.toJSDate(),
      closed.toJSDate(),
      day.toISODate(),
      index % 2 ? ['SI'] : ['LOF', 'ROT'],
    ],
  );
}
