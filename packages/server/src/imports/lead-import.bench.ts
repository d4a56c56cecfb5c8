import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autoMatchColumns, systemClock } from '@torque/domain';
import { migrate } from '../db/migrator.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { openEmptyTestDatabase, TEST_DATABASE_URL } from '../testing/test-database.js';
import { ImportBatchRepository } from './import-batch.repository.js';
import {
  addedRows,
  copyIntoLeadTables,
  leadTableCounts,
  type LeadTableCounts,
} from './lead-import-copy-bench-support.js';
import { readLeadFileShape } from './lead-import-file.js';
import { runLeadImportJob } from './lead-import-job.js';

/**
 * Issue 19's benchmark, made even-handed in issue 32 (not a timed test): a generated lead CSV of each
 * size asked for imported into store 1 by the import's own code (the counting pass, the job's streaming,
 * staging and one-transaction apply), against a bare `COPY ... FROM STDIN` (psql's \copy) of the same rows
 * into the tables the import fills (customer, vehicle, lead and the batch's cv_lead record), each in a
 * fresh database migrated and seeded alike. Both must add the same rows (checked every run); they take
 * turns going first (ABAB); min and median are printed, and how each grows from the smallest size to the
 * largest; and the Node process's RSS during the import (the server streams the file, so it should not
 * grow with the file). PostgreSQL only (TORQUE_TEST_DATABASE_URL, set by scripts/with-postgres.sh;
 * `npm run bench:imports`).
 */
export type LeadImportRun = {
  readonly importMs: number;
  /** The counting pass, then reading, checking and staging the rows, then the one-transaction apply. */
  readonly phasesMs: { readonly count: number; readonly stage: number; readonly apply: number };
  readonly rssBeforeMb: number;
  readonly rssPeakMb: number;
  readonly added: LeadTableCounts;
};
export type LeadImportBenchSize = {
  readonly rows: number;
  readonly fileBytes: number;
  /** The import's runs, sorted by time. */
  readonly imports: readonly LeadImportRun[];
  /** COPY of the same rows into the customer, vehicle, lead and cv_lead tables, sorted. */
  readonly copyIntoTablesMs: readonly number[];
  /** For reference: COPY of the file into one table without keys or indexes. */
  readonly copyMs: number;
};

const HEADER = 'First Name,Last Name,Cell Phone,VIN,Make,Model,Year,Sold Date,Mileage';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const MODELS = ['Honda,Civic', 'Honda,Accord', 'Toyota,Camry', 'Ford,F-150', 'Chevrolet,Malibu'];

/** A VIN for row i: a fixed prefix and the row number in VIN characters (distinct per row). */
function vinOf(i: number): string {
  let suffix = '';
  for (let n = i; suffix.length < 8; n = Math.floor(n / VIN_CHARS.length))
    suffix = VIN_CHARS[n % VIN_CHARS.length] + suffix;
  return `1BENCH900${suffix}`;
}

/** Row i of the benchmark file: distinct phones and VINs, a few makes, models and years. */
export function benchRow(i: number) {
  const digits = String(3_125_000_000 + i);
  const [make, model] = MODELS[i % MODELS.length]!.split(',') as [string, string];
  return {
    firstName: `Bench${i}`,
    lastName: `Owner${i % 977}`,
    phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    cellular: `+1${digits}`,
    vin: vinOf(i),
    make,
    model,
    year: 2010 + (i % 15),
    soldDate: `2022-0${1 + (i % 9)}-1${i % 10}`,
    odometer: i % 90_000,
  };
}

async function writeLines(path: string, count: number, line: (i: number) => string, header?: string) {
  const out = createWriteStream(path);
  if (header) out.write(`${header}\n`);
  for (let i = 0; i < count; i += 1) {
    if (!out.write(`${line(i)}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

async function writeLeadFile(path: string, rows: number): Promise<void> {
  await writeLines(
    path,
    rows,
    (i) => {
      const r = benchRow(i);
      return `${r.firstName},${r.lastName},${r.phone},${r.vin},${r.make},${r.model},${r.year},${r.soldDate},${r.odometer}`;
    },
    HEADER,
  );
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
};

/** For reference: COPY of the file into one table without keys or indexes (its own database). */
async function referenceCopy(path: string): Promise<number> {
  const database = await openEmptyTestDatabase();
  try {
    await database.db
      .exec(`CREATE TABLE bare_lead (first_name text, last_name text, cellular text, vin text, make text,
      model text, year integer, sold_date date, odometer integer)`);
    const copy = () => {
      const started = performance.now();
      const copied = spawnSync(
        'psql',
        [
          database.url!,
          '-v',
          'ON_ERROR_STOP=1',
          '-c',
          `\\copy bare_lead FROM '${path}' WITH (FORMAT csv, HEADER true)`,
        ],
        { encoding: 'utf8' },
      );
      if (copied.status !== 0) throw new Error(`COPY failed: ${copied.stderr}`);
      return performance.now() - started;
    };
    copy(); // warm the cache and the table's files
    await database.db.exec('TRUNCATE bare_lead');
    return copy();
  } finally {
    await database.close();
  }
}

/** One import of the file by the import's own code, in a fresh database. */
async function importOnce(path: string): Promise<LeadImportRun> {
  const database = await openEmptyTestDatabase();
  try {
    const db = database.db;
    await migrate(db);
    await seedDemoData(db);
    const before = await leadTableCounts(db);
    (globalThis as { gc?: () => void }).gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    // When every row is staged (the batch's progress reaches its total) the apply begins.
    let counted = 0;
    let staged = 0;
    let watched: number | null = null;
    const watcher = setInterval(() => {
      if (watched === null || staged > 0) return;
      void new ImportBatchRepository(db).find(watched).then((batch) => {
        if (batch && batch.processed_records >= batch.total_records && staged === 0)
          staged = performance.now();
      });
    }, 50);
    const started = performance.now();
    const [batchId, importMs] = await timed(async () => {
      const shape = await readLeadFileShape(path, 'csv', null);
      counted = performance.now();
      const batches = new ImportBatchRepository(db);
      const id = await batches.create(
        {
          enterpriseId: 1,
          bocId: 1,
          storeId: 1,
          fileName: 'leads.csv',
          totalRecords: shape.totalRecords,
          uploadedBy: 1,
        },
        new Date(),
      );
      watched = id;
      const mapping = autoMatchColumns(shape.headers);
      await runLeadImportJob(
        db,
        systemClock,
        {
          ...shape,
          batchId: id,
          storeId: 1,
          bocId: 1,
          path,
          kind: 'csv',
          mapping,
          dateFormat: 'YYYY-MM-DD',
          households: new Map(),
          discard: async () => undefined,
        },
        (error) => console.error(error),
      );
      return id;
    });
    clearInterval(sampler);
    clearInterval(watcher);
    const ended = started + importMs;
    const batch = await new ImportBatchRepository(db).find(batchId);
    if (batch?.status !== 'COMPLETED') throw new Error(`The import did not complete: ${batch?.message}`);
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    return {
      importMs,
      phasesMs: {
        count: counted - started,
        stage: (staged || ended) - counted,
        apply: ended - (staged || ended),
      },
      rssBeforeMb: mb(rssBefore),
      rssPeakMb: mb(rssPeak),
      added: addedRows(before, await leadTableCounts(db)),
    };
  } finally {
    await database.close();
  }
}

async function measureSize(rows: number, runs: number): Promise<LeadImportBenchSize> {
  const folder = await mkdtemp(join(tmpdir(), 'torque-import-bench-'));
  try {
    const path = join(folder, 'leads.csv');
    await writeLeadFile(path, rows);
    const { size } = await stat(path);
    const copyMs = await referenceCopy(path);
    const imports: LeadImportRun[] = [];
    const copies: number[] = [];
    const baseline = () => copyIntoLeadTables(folder, rows, benchRow, writeLines);
    // The two take turns going first (ABAB); both must add the same rows.
    for (let run = 0; run < runs; run += 1) {
      const copied = run % 2 === 0 ? await baseline() : null;
      const imported = await importOnce(path);
      const copy = copied ?? (await baseline());
      if (JSON.stringify(copy.added) !== JSON.stringify(imported.added))
        throw new Error(
          `The import and its baseline added different rows: ${JSON.stringify(imported.added)} and ${JSON.stringify(copy.added)}`,
        );
      imports.push(imported);
      copies.push(copy.ms);
    }
    return {
      rows,
      fileBytes: size,
      imports: imports.sort((a, b) => a.importMs - b.importMs),
      copyIntoTablesMs: copies.sort((a, b) => a - b),
      copyMs,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function runLeadImportBenchmark(
  sizes: readonly number[],
  runs: number,
): Promise<LeadImportBenchSize[]> {
  if (!TEST_DATABASE_URL)
    throw new Error('The import benchmark needs PostgreSQL: run it with npm run bench:imports');
  const measured: LeadImportBenchSize[] = [];
  for (const rows of [...sizes].sort((a, b) => a - b)) measured.push(await measureSize(rows, runs));
  return measured;
}

const middle = <T>(sorted: readonly T[]): T => sorted[Math.floor(sorted.length / 2)]!;

export function formatLeadImportBench(sizes: readonly LeadImportBenchSize[]): string {
  const out = [
    `Lead import on PostgreSQL against COPY of the same rows into the same tables (median and min of ${sizes[0]?.imports.length ?? 0} runs, ABAB, same rows checked every run)`,
  ];
  for (const size of sizes) {
    const run = middle(size.imports);
    const copyMs = middle(size.copyIntoTablesMs);
    const ratio = run.importMs / copyMs;
    out.push(
      `${size.rows.toLocaleString('en-US')} CSV rows (${(size.fileBytes / 1024 / 1024).toFixed(1)} MB), ${run.added.customers} customers, ${run.added.vehicles} vehicles, ${run.added.leads} leads added`,
      `  import (count, check, stage, apply): ${Math.round(run.importMs)} ms (min ${Math.round(size.imports[0]!.importMs)} ms)`,
      `    counting pass ${Math.round(run.phasesMs.count)} ms, read + check + stage ${Math.round(run.phasesMs.stage)} ms, apply (one transaction) ${Math.round(run.phasesMs.apply)} ms`,
      `  COPY of the same rows into the customer, vehicle, lead and cv_lead tables: ${Math.round(copyMs)} ms (min ${Math.round(size.copyIntoTablesMs[0]!)} ms)`,
      `  ratio: ${ratio.toFixed(2)}x (target: within 3x) ${ratio <= 3 ? 'OK' : 'OVER'}`,
      `  for reference, COPY of the file into one table without keys or indexes: ${Math.round(size.copyMs)} ms (${(run.importMs / size.copyMs).toFixed(1)}x)`,
      `  Node RSS: ${run.rssBeforeMb} MB before, ${run.rssPeakMb} MB peak during the import (+${(run.rssPeakMb - run.rssBeforeMb).toFixed(1)} MB)`,
    );
  }
  const [small, large] = [sizes[0], sizes.at(-1)];
  if (small && large && large !== small)
    out.push(
      `Growth from ${small.rows.toLocaleString('en-US')} to ${large.rows.toLocaleString('en-US')} rows (medians): import ${(middle(large.imports).importMs / middle(small.imports).importMs).toFixed(1)}x, COPY ${(middle(large.copyIntoTablesMs) / middle(small.copyIntoTablesMs)).toFixed(1)}x`,
    );
  return out.join('\n');
}
