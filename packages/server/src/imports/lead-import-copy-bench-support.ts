import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Queryable } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { openEmptyTestDatabase } from '../testing/test-database.js';
import { ImportBatchRepository } from './import-batch.repository.js';

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

/** Ids far above the seed's, so the copied rows name their customer, vehicle and lead without a lookup. */
const FIRST_ID = 1_000_000;

/** Rows the lead tables hold (the import's and the baseline's results are compared by these). */
export type LeadTableCounts = {
  readonly customers: number;
  readonly vehicles: number;
  readonly leads: number;
  readonly cvLeads: number;
};

export async function leadTableCounts(db: Queryable): Promise<LeadTableCounts> {
  const [row] = await db.query<LeadTableCounts>(
    `SELECT (SELECT count(*)::int FROM customer) AS customers, (SELECT count(*)::int FROM service_vehicle) AS vehicles,
            (SELECT count(*)::int FROM future_service_interaction) AS leads, (SELECT count(*)::int FROM cv_lead) AS "cvLeads"`,
  );
  return row!;
}

export const addedRows = (before: LeadTableCounts, after: LeadTableCounts): LeadTableCounts => ({
  customers: after.customers - before.customers,
  vehicles: after.vehicles - before.vehicles,
  leads: after.leads - before.leads,
  cvLeads: after.cvLeads - before.cvLeads,
});

/**
 * The import's baseline: the same rows bulk-inserted by COPY into the tables the import fills (customer,
 * service_vehicle, future_service_interaction and the batch's cv_lead record, with their keys, checks and
 * indexes), with none of the import's work (no parsing in Node, no checks, no matching or
 * de-duplication). Its own database, migrated and seeded like the import's. Returns the COPY time in ms
 * (files written and the batch row made first) and the rows it added.
 */
export async function copyIntoLeadTables(
  folder: string,
  rows: number,
  row: (i: number) => BenchRow,
  writeLines: WriteLines,
): Promise<{ readonly ms: number; readonly added: LeadTableCounts }> {
  const database = await openEmptyTestDatabase();
  try {
    await migrate(database.db);
    await seedDemoData(database.db);
    const batchId = await new ImportBatchRepository(database.db).create(
      { enterpriseId: 1, bocId: 1, storeId: 1, fileName: 'baseline.csv', totalRecords: rows, uploadedBy: 1 },
      new Date(),
    );
    const files = {
      customers: join(folder, 'customers.csv'),
      vehicles: join(folder, 'vehicles.csv'),
      leads: join(folder, 'leads-table.csv'),
      cvLeads: join(folder, 'cv-leads.csv'),
    };
    await writeLines(files.customers, rows, (i) => {
      const r = row(i);
      return `${FIRST_ID + i},1,${r.firstName},${r.lastName},${r.cellular}`;
    });
    await writeLines(files.vehicles, rows, (i) => {
      const r = row(i);
      return `${FIRST_ID + i},${FIRST_ID + i},${r.vin},${r.make},${r.model},${r.year},${r.soldDate},${r.odometer}`;
    });
    await writeLines(
      files.leads,
      rows,
      (i) => `${FIRST_ID + i},${FIRST_ID + i},${FIRST_ID + i},1,1,CV_LEAD_SMT_1,NOT_STARTED`,
    );
    await writeLines(
      files.cvLeads,
      rows,
      (i) => `${batchId},${FIRST_ID + i},${FIRST_ID + i},${FIRST_ID + i},LEAD_CREATED,${i + 2}`,
    );
    const before = await leadTableCounts(database.db);
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
        `\\copy future_service_interaction (id, customer_id, vehicle_id, store_id, boc_id, planned_service_type, stage) FROM '${files.leads}' WITH (FORMAT csv)`,
        '-c',
        `\\copy cv_lead (batch_id, customer_id, vehicle_id, fsi_id, status, row_number) FROM '${files.cvLeads}' WITH (FORMAT csv)`,
      ],
      { encoding: 'utf8' },
    );
    if (copied.status !== 0) throw new Error(`COPY into the lead tables failed: ${copied.stderr}`);
    const ms = performance.now() - started;
    return { ms, added: addedRows(before, await leadTableCounts(database.db)) };
  } finally {
    await database.close();
  }
}
