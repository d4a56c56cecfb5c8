import {
  decideDue,
  isoDay,
  PLANNER_RUN_NAMES,
  plannersOfRun,
  plannerSpec,
  plannerWindow,
  STATE_INSPECTION_OPCODES,
  type PlannerVehicle,
} from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, type Row } from '../db/bulk-insert.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PlannerBenchRepository } from './planner-bench.repository.js';
import { PlannerRepository } from './planner.repository.js';
import { PlannerService } from './planner.service.js';

// The planners' SQL only narrows (planner.repository.ts): it must never leave out a vehicle the domain's
// rules find due. Checked for every run over a store of varied vehicles, against the rules applied to
// every one of them.
const STORE = 1;
const VEHICLES = 2_500;
const NOW = new Date('2026-06-15T15:00:00Z');
const TODAY = '2026-06-15';
const MAKES = ['Toyota', 'Lexus', 'Honda', 'GMC', 'Buick', 'Chevy', 'CHEVROLET', 'Ford'];
const HONDA_MODELS = plannerSpec('honda-service-pass').models ?? [];
const OPCODES = ['LOF', 'ROT', ...STATE_INSPECTION_OPCODES];

let database: TestDatabase;
let ids: number[] = [];

/** Deterministic variety: sales over six years, visits with and without mileage, fast and slow owners, slips. */
async function loadVehicles(): Promise<number[]> {
  const next = await new PlannerBenchRepository(database.db).nextIds();
  let seed = 7;
  const random = () => {
    // mulberry32: a small seeded generator with no short cycles
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const customers: Row[] = [];
  const vehicles: Row[] = [];
  const visits: Row[] = [];
  for (let i = 0; i < VEHICLES; i += 1) {
    const customerId = next.customer + i;
    const vehicleId = next.vehicle + i;
    customers.push({
      id: customerId,
      store_id: STORE,
      custno: `N${i}`,
      first_name: 'Narrow',
      last_name: `Owner ${i}`,
      cellular: `+1313${String(1_000_000 + i).padStart(7, '0')}`,
    });
    const soldAgo = Math.floor(random() * 6 * 365);
    const sold = isoDay(TODAY).minus({ days: soldAgo });
    const make = pick(MAKES);
    vehicles.push({
      id: vehicleId,
      customer_id: customerId,
      vin: `9NRW${String(vehicleId).padStart(13, '0')}`,
      make,
      model: make === 'Honda' ? pick([...HONDA_MODELS, 'Accord']) : 'Camry',
      year: sold.year - Math.floor(random() * 12),
      sold_date: random() < 0.03 ? null : sold.toISODate(),
      deal_type: pick(['New', 'New', 'Used', 'CPO']),
    });
    // Anything from a parked car to a typing slip above the pace cap.
    const pace = random() < 0.1 ? 0 : random() * 220;
    let mileage = 0;
    for (let visit = Math.floor(random() * 4), day = 0; visit > 0; visit -= 1) {
      day += 1 + Math.floor(random() * Math.max(1, soldAgo - day));
      if (day > soldAgo) break;
      mileage = random() < 0.05 ? Math.floor(mileage / 2) : Math.round(pace * day);
      visits.push({
        vehicle_id: vehicleId,
        store_id: STORE,
        closed_on: sold.plus({ days: day }).toISODate(),
        mileage: random() < 0.1 ? null : mileage,
        opcodes: [pick(OPCODES)],
        performed_service_type: null,
      });
    }
  }
  await database.db.transaction(async (tx) => {
    await insertRows(tx, 'customer', customers);
    await insertRows(tx, 'service_vehicle', vehicles, { sold_date: 'date' });
    await insertRows(tx, 'repair_order', visits, { closed_on: 'date', opcodes: 'text[]' });
  });
  return vehicles.map((vehicle) => vehicle['id'] as number);
}

beforeAll(async () => {
  database = await openTestDatabase();
  ids = await loadVehicles();
}, 60_000);
afterAll(() => database.close());

/** Every loaded vehicle as the rules read it, with its exclusions: no SQL narrowing. */
async function everyVehicle(): Promise<PlannerVehicle[]> {
  const repository = new PlannerRepository(database.db);
  const rows = await repository.candidatesByIds(ids, { scope: { kind: 'all' } });
  const details = await repository.details(ids, NOW);
  return repository.withHistory(rows).map((vehicle) => ({ ...vehicle, ...details.get(vehicle.vehicleId)! }));
}

describe("the planners' SQL narrowing (issue 15)", () => {
  it('lists, for every run, exactly the vehicles the rules find due among all of them', async () => {
    const planners = new PlannerService(database.db, { now: () => NOW });
    const vehicles = await everyVehicle();
    const loaded = new Set(ids);
    let due = 0;
    for (const run of PLANNER_RUN_NAMES) {
      const expected = new Set<string>();
      for (const spec of plannersOfRun(run)) {
        const window = plannerWindow(spec, { asOf: TODAY });
        for (const vehicle of vehicles) {
          const decision = decideDue(spec, vehicle, window);
          if (typeof decision !== 'string') expected.add(`${decision.vehicleId} ${decision.serviceType}`);
        }
      }
      const listed = await planners.due(
        { run, storeId: STORE, plannerDate: TODAY, hardRun: true },
        { kind: 'all' },
        NOW,
      );
      const actual = new Set(
        listed.filter((row) => loaded.has(row.vehicleId)).map((row) => `${row.vehicleId} ${row.serviceType}`),
      );
      expect([...actual].sort(), run).toEqual([...expected].sort());
      due += expected.size;
    }
    // The data gives the comparison something to compare.
    expect(due).toBeGreaterThan(300);
  });

  it("keeps each vehicle's odometer (highest reading since the sale, latest day) as its readings change", async () => {
    const [vehicle] = ids;
    const odometer = async () =>
      (
        await database.db.query<{ miles: number | null; on: string | null }>(
          'SELECT odometer_miles AS miles, odometer_on::text AS on FROM service_vehicle WHERE id = $1',
          [vehicle],
        )
      )[0];
    const visit = (closedOn: string, mileage: number) =>
      database.db.query<{ id: number }>(
        `INSERT INTO repair_order (vehicle_id, store_id, closed_on, mileage, opcodes)
         VALUES ($1, $2, $3::date, $4, '{LOF}') RETURNING id`,
        [vehicle, STORE, closedOn, mileage],
      );
    await database.db.query('DELETE FROM repair_order WHERE vehicle_id = $1', [vehicle]);
    await database.db.query(`UPDATE service_vehicle SET sold_date = '2025-01-10' WHERE id = $1`, [vehicle]);
    expect(await odometer()).toEqual({ miles: null, on: null });
    await visit('2024-12-01', 90_000); // before the sale: another owner's miles
    const [spring] = await visit('2025-04-01', 3_000);
    await visit('2025-09-01', 2_000); // a slip
    expect(await odometer()).toEqual({ miles: 3_000, on: '2025-04-01' });
    await visit('2025-10-01', 3_000);
    expect(await odometer()).toEqual({ miles: 3_000, on: '2025-10-01' });
    await database.db.query('UPDATE repair_order SET mileage = 7000 WHERE id = $1', [spring!.id]);
    expect(await odometer()).toEqual({ miles: 7_000, on: '2025-04-01' });
    await database.db.query('DELETE FROM repair_order WHERE id = $1', [spring!.id]);
    expect(await odometer()).toEqual({ miles: 3_000, on: '2025-10-01' });
    await database.db.query(`UPDATE service_vehicle SET sold_date = '2024-11-01' WHERE id = $1`, [vehicle]);
    expect(await odometer()).toEqual({ miles: 90_000, on: '2024-12-01' });
  });
});
