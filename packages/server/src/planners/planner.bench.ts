import { dottedDay, isoDay, isoToday, plannerSpec, plannerWindow, serviceMileageValue } from '@torque/domain';
import { insertRows, type Row } from '../db/bulk-insert.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { openEmptyTestDatabase } from '../testing/test-database.js';
import { PlannerBenchRepository, type BareDueRow } from './planner-bench.repository.js';
import { PlannerService, type PlannerRowOut } from './planner.service.js';

/**
 * Issue 15's benchmark, made honest in issue 32 (not a timed test): the 10K planner over a store of
 * vehicles at each size asked for, against one SQL statement written apart from the planner that decides
 * the same due vehicles itself and returns them with their owners (planner-bench.repository.ts), in the
 * same run and database. Both must list the same vehicles with the same due dates, mileage and owners
 * (checked every run); they take turns going first (ABAB); min and median are printed, and how each
 * grows from the smallest size to the largest. PGlite, or the PostgreSQL of TORQUE_TEST_DATABASE_URL
 * (scripts/with-postgres.sh).
 */
export type PlannerBenchSize = {
  readonly vehicles: number;
  readonly dueRows: number;
  readonly plannerMs: number;
  readonly bareMs: number;
  readonly plannerMinMs: number;
  readonly bareMinMs: number;
  readonly loadMs: number;
};
export type PlannerBenchResult = {
  readonly database: 'pglite' | 'postgres';
  readonly runs: number;
  readonly sizes: readonly PlannerBenchSize[];
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

/** A due row in one comparable form: the planner's wire row, or the baseline's row formatted alike. */
const comparable = (
  row: Pick<
    PlannerRowOut,
    | 'vehicleId'
    | 'plannedDate'
    | 'mileage'
    | 'lastServiceDate'
    | 'cust_no'
    | 'customerName'
    | 'cellular'
    | 'vin'
    | 'make'
    | 'model'
    | 'year'
    | 'soldDate'
    | 'optedOut'
  >,
) =>
  [
    row.vehicleId,
    row.plannedDate,
    row.mileage,
    row.lastServiceDate,
    row.cust_no,
    row.customerName,
    row.cellular,
    row.vin,
    row.make,
    row.model,
    row.year,
    row.soldDate,
    row.optedOut,
  ].join('|');

const sameRows = (planner: readonly PlannerRowOut[], bare: readonly BareDueRow[]): boolean =>
  JSON.stringify(planner.map(comparable).sort()) ===
  JSON.stringify(
    bare
      .map((row) =>
        comparable({
          vehicleId: row.vehicle_id,
          plannedDate: dottedDay(row.due_date),
          mileage: row.estimated_mileage,
          lastServiceDate: row.last_service_date ? dottedDay(row.last_service_date) : null,
          cust_no: row.custno ?? '',
          customerName: row.customer_name,
          cellular: row.cellular,
          vin: row.vin,
          make: row.make,
          model: row.model,
          year: row.year,
          soldDate: dottedDay(row.sold_date),
          optedOut: row.opted_out,
        }),
      )
      .sort(),
  );

async function measureSize(count: number, runs: number) {
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
    const bench = new PlannerBenchRepository(db);
    const planner = () => planners.runForStore({ storeId: STORE, run: '10K', asOf: now });
    const bare = () =>
      bench.bareDue({
        storeId: STORE,
        serviceType: spec.serviceType,
        dueMileage: serviceMileageValue(spec.mileageLabel!),
        dueAfterMonths: spec.dueAfter.months!,
        from: window.from,
        to: window.to,
        asOf: today,
        now,
      });
    let dueRows = 0;
    const plannerTimes: number[] = [];
    const bareTimes: number[] = [];
    // One warm-up round, then the two take turns going first (ABAB), so both see the same cache state.
    for (let run = 0; run <= runs; run += 1) {
      const plannerFirst = run % 2 === 1;
      let plannerRows: PlannerRowOut[] = [];
      let bareRows: BareDueRow[] = [];
      let plannerMs = 0;
      let bareMs = 0;
      for (const side of plannerFirst ? ['planner', 'bare'] : ['bare', 'planner']) {
        const t = performance.now();
        if (side === 'planner') plannerRows = await planner();
        else bareRows = await bare();
        if (side === 'planner') plannerMs = performance.now() - t;
        else bareMs = performance.now() - t;
      }
      if (!sameRows(plannerRows, bareRows))
        throw new Error(
          `The planner (${plannerRows.length} rows) and its baseline (${bareRows.length} rows) disagree`,
        );
      dueRows = plannerRows.length;
      if (run === 0) continue;
      plannerTimes.push(plannerMs);
      bareTimes.push(bareMs);
    }
    return {
      database: database.kind,
      size: {
        vehicles: await bench.vehiclesInStore(STORE),
        dueRows,
        plannerMs: median(plannerTimes),
        bareMs: median(bareTimes),
        plannerMinMs: Math.min(...plannerTimes),
        bareMinMs: Math.min(...bareTimes),
        loadMs,
      },
    };
  } finally {
    await database.close();
  }
}

export async function runPlannerBenchmark(
  counts: readonly number[],
  runs: number,
): Promise<PlannerBenchResult> {
  const sizes: PlannerBenchSize[] = [];
  let kind: 'pglite' | 'postgres' = 'pglite';
  for (const count of [...counts].sort((a, b) => a - b)) {
    const { database, size } = await measureSize(count, runs);
    kind = database;
    sizes.push(size);
  }
  return { database: kind, runs, sizes };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function formatPlannerBench(result: PlannerBenchResult): string {
  const out = [
    `10K planner of one store against one SQL statement deciding the same due vehicles (${result.database}; median and min of ${result.runs} runs, ABAB, same rows checked every run)`,
  ];
  for (const size of result.sizes)
    out.push(
      `${size.vehicles.toLocaleString('en-US')} vehicles (loaded in ${(size.loadMs / 1000).toFixed(1)} s), ${size.dueRows.toLocaleString('en-US')} due rows`,
      `  baseline SQL:     ${ms(size.bareMs)} (min ${ms(size.bareMinMs)})`,
      `  10K planner run:  ${ms(size.plannerMs)} (min ${ms(size.plannerMinMs)}), with reasons`,
      `  ratio: ${(size.plannerMs / size.bareMs).toFixed(2)}x (target: within 3x)`,
    );
  const [small, large] = [result.sizes[0], result.sizes.at(-1)];
  if (small && large && large !== small)
    out.push(
      `Growth from ${small.vehicles.toLocaleString('en-US')} to ${large.vehicles.toLocaleString('en-US')} vehicles (medians): planner ${(large.plannerMs / small.plannerMs).toFixed(1)}x, baseline ${(large.bareMs / small.bareMs).toFixed(1)}x`,
    );
  return out.join('\n');
}
