import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { migrate } from '../db/migrator.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { openEmptyTestDatabase } from '../testing/test-database.js';

/** What a benchmark row is: the fields the lead file carries (lead-import.bench.ts's benchRow). */
type BenchRow = {
  readonly firstName: string;
  readonly lastName: string;
  readonly cellular: string;
  readonly vin: string;
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly soldDate: string;
  readonly odometer: number;
};
type WriteLines = (path: string, count: number, line: (i: number) => string) => Promise<void>;

/** Ids far above the seed's, so the copied rows name their customer and vehicle without a lookup. */
const FIRST_ID = 1_000_000;

/**
 * The second baseline: the same rows bulk-inserted by COPY into the tables the import fills
 * (customer, service_vehicle, future_service_interaction, with their keys, checks and indexes), with
 * none of the import's work (no parsing in Node, no checks, no matching or de-duplication). Its own
 * database, migrated and seeded like the import's. Returns the COPY time in ms (files written first).
 */
export async function copyIntoLeadTables(
  folder: string,
  rows: number,
  row: (i: number) => BenchRow,
  writeLines: WriteLines,
): Promise<number> {
  const database = await openEmptyTestDatabase();
  try {
    await migrate(database.db);
    await seedDemoData(database.db);
    const files = {
      customers: join(folder, 'customers.csv'),
      vehicles: join(folder, 'vehicles.csv'),
      leads: join(folder, 'leads-table.csv'),
    };
    await writeLines(files.customers, rows, (i) => {
      const r = row(i);
      return `${FIRST_ID + i},1,${r.firstName},${r.lastName},${r.cellular}`;
    });
    await writeLines(files.vehicles, rows, (i) => {
      const r = row(i);
      return `${FIRST_ID + i},${FIRST_ID + i},${r.vin},${r.make},${r.model},${r.year},${r.soldDate},${r.odometer}`;
    });
    await writeLines(files.leads, rows, (i) => `${FIRST_ID + i},${FIRST_ID + i},1,1,CV_LEAD_SMT_1,INITIATED`);
    const started = performance.now();
    const copied = spawnSync(
      'psql',
      [
        database.url!,
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        `\\copy customer (id, store_id, first_name, last_name, cellular) FROM '${files.customers}' WITH (FORMAT csv)`,
        '-c',
        `\\copy service_vehicle (id, customer_id, vin, make, model, year, sold_date, odometer) FROM '${files.vehicles}' WITH (FORMAT csv)`,
        '-c',
        `\\copy future_service_interaction (customer_id, vehicle_id, store_id, boc_id, planned_service_type, stage) FROM '${files.leads}' WITH (FORMAT csv)`,
      ],
      { encoding: 'utf8' },
    );
    if (copied.status !== 0) throw new Error(`COPY into the lead tables failed: ${copied.stderr}`);
    return performance.now() - started;
  } finally {
    await database.close();
  }
}
