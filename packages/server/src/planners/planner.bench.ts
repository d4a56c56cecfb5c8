import { isoDay, isoToday, plannerSpec, plannerWindow } from '@torque/domain';
import { insertRows, type Row } from '../db/bulk-insert.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { openEmptyTestDatabase } from '../testing/test-database.js';
import { PlannerBenchRepository } from './planner-bench.repository.js';
import { PlannerRepository } from './planner.repository.js';
import { PlannerService } from './planner.service.js';

/**
 * Issue 15's benchmark (not a timed test): the 10K planner over a store of `count` vehicles against a bare
 * SQL query selecting the same vehicles by date window, in the same run and database. PGlite, or the
 * PostgreSQL of TORQUE_TEST_DATABASE_URL (scripts/with-postgres.sh).
 */
export type PlannerBenchResult = {
  readonly database: 'pglite' | 'postgres';
  readonly vehicles: number;
  readonly windowVehicles: number;
  readonly dueRows: number;
  readonly plannerMs: number;
  readonly bareMs: number;
  readonly ratio: number;
  readonly loadMs: number;
};

const STORE = 1;
const ZONE = 'America/New_York';

/** A deterministic spread: sales over six years, most New, with one or two visits and a few appointments. */
async function load(db: Database, count: number, today: string): Promise<void> {
  const ids = await new PlannerBenchRepository(db).nextIds();
  const customers: Row[] = [];
  const vehicles: Row[] = [];
  const visits: Row[] = [];
  const appointments: Row[] = [];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < count; i += 1) {
    const customerId = ids.customer + Math.floor(i / 2);
    const vehicleId = ids.vehicle + i;
    if (i % 2 === 0)
      customers.push({
        id: customerId,
        store_id: STORE,
        custno: `B${i}`,
        first_name: 'Bench',
        last_name: `Owner ${i}`,
        cellular: `+1212${String(1_000_000 + (i % 8_999_999)).padStart(7, '0')}`,
        block_sms: random() < 0.02,
      });
    const soldAgo = Math.floor(random() * 6 * 365);
    const sold = isoDay(today).minus({ days: soldAgo });
    const deal = random();
    vehicles.push({
      id: vehicleId,
      customer_id: customerId,
      vin: `9BNCH${String(vehicleId).padStart(12, '0')}`,
      make: 'Toyota',
      model: 'Camry',
      year: sold.year,
      sold_date: sold.toISODate(),
      deal_type: deal < 0.7 ? 'New' : deal < 0.9 ? 'Used' : 'CPO',
    });
    const pace = 15 + random() * 50;
    for (const share of random() < 0.5 ? [0.5] : [0.3, 0.7]) {
      const days = Math.floor(soldAgo * share);
      if (days < 20) continue;
      visits.push({
        vehicle_id: vehicleId,
        store_id: STORE,
        closed_on: sold.plus({ days }).toISODate(),
        mileage: Math.round(pace * days),
        opcodes: ['LOF'],
        performed_service_type: null,
      });
    }
    if (random() < 0.02)
      appointments.push({
        vehicle_id: vehicleId,
        store_id: STORE,
        appointment_at: isoDay(today).plus({ days: 3 }).toJSDate(),
        status: 'BOOKED',
      });
  }
  await db.transaction(async (tx) => {
    await insertRows(tx, 'customer', customers);
    await insertRows(tx, 'service_vehicle', vehicles, { sold_date: 'date' });
    await insertRows(tx, 'repair_order', visits, { closed_on: 'date', opcodes: 'text[]' });
    await insertRows(tx, 'appointment', appointments);
  });
  await new PlannerBenchRepository(db).analyze();
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runPlannerBenchmark(count: number, runs: number): Promise<PlannerBenchResult> {
  const database = await openEmptyTestDatabase();
  try {
    const db = database.db;
    await migrate(db);
    const now = new Date();
    await seedDemoData(db, { now });
    const today = isoToday(now, ZONE);
    const started = performance.now();
    await load(db, count, today);
    const loadMs = performance.now() - started;
    const planners = new PlannerService(db, { now: () => now });
    const spec = plannerSpec('10K');
    const window = plannerWindow(spec, { asOf: today });
    const repository = new PlannerRepository(db);
    let windowVehicles = 0;
    let dueRows = 0;
    const plannerTimes: number[] = [];
    const bareTimes: number[] = [];
    // One warm-up each, then alternate so both see the same cache state.
    for (let run = 0; run <= runs; run += 1) {
      let t = performance.now();
      windowVehicles = await repository.bareDateWindow(spec, window, STORE);
      const bare = performance.now() - t;
      t = performance.now();
      dueRows = (await planners.runForStore({ storeId: STORE, run: '10K', asOf: now })).length;
      const planner = performance.now() - t;
      if (run > 0) {
        bareTimes.push(bare);
        plannerTimes.push(planner);
      }
    }
    const plannerMs = median(plannerTimes);
    const bareMs = median(bareTimes);
    return {
      database: database.kind,
      vehicles: await new PlannerBenchRepository(db).vehiclesInStore(STORE),
      windowVehicles,
      dueRows,
      plannerMs,
      bareMs,
      ratio: plannerMs / bareMs,
      loadMs,
    };
  } finally {
    await database.close();
  }
}

export function formatPlannerBench(result: PlannerBenchResult): string {
  return [
    `10K planner over ${result.vehicles.toLocaleString('en-US')} vehicles of one store (${result.database}; loaded in ${(result.loadMs / 1000).toFixed(1)} s)`,
    `  bare date-window SQL: ${result.bareMs.toFixed(1)} ms for ${result.windowVehicles.toLocaleString('en-US')} vehicles`,
    `  10K planner run:      ${result.plannerMs.toFixed(1)} ms for ${result.dueRows.toLocaleString('en-US')} due rows (with reasons)`,
    `  ratio: ${result.ratio.toFixed(2)}x (target: within 3x)`,
  ].join('\n');
}
