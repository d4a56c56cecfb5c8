import {
  codesCountedAs,
  isoToday,
  LEAD_STAGES,
  monthlyReportColumns,
  type ReportFilter,
} from '@torque/domain';
import { DateTime } from 'luxon';
import type { Principal } from '../auth/principal.js';
import { migrate } from '../db/migrator.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { openEmptyTestDatabase } from '../testing/test-database.js';
import { LeadReportsService } from './lead-reports.service.js';
import { ReportBenchRepository, type StoreBounds } from './report-bench.repository.js';
import { STAGE_KEYS } from './lead-status.repository.js';

/**
 * Issue 18's benchmark, made honest in issue 32 (not a timed test): a year of leads and texts over the
 * demo's four stores at each size asked for, and for the lead status, first-response and monthly
 * interaction reports over that whole year, the report's time (scope, SQL and shaping, as the handler
 * runs it) against a single-pass SQL aggregate written apart from the report's query (per-store UTC
 * bounds instead of local days, other groupings), in the same run and database. Both must give the same
 * figures (checked every run); they take turns going first (ABAB); min and median are printed, and how
 * each grows from the smaller size to the larger. PostgreSQL of TORQUE_TEST_DATABASE_URL
 * (scripts/with-postgres.sh; `npm run bench:reports`), else PGlite.
 */
export type ReportBenchLine = {
  readonly report: string;
  readonly reportMs: number;
  readonly bareMs: number;
  readonly reportMinMs: number;
  readonly bareMinMs: number;
};
export type ReportBenchSize = {
  readonly leads: number;
  readonly messages: number;
  readonly loadMs: number;
  readonly lines: readonly ReportBenchLine[];
};
export type ReportBenchResult = {
  readonly database: 'pglite' | 'postgres';
  readonly runs: number;
  readonly sizes: readonly ReportBenchSize[];
};

const STORES = [1, 2, 3, 4];
const ZONE = 'America/New_York';
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

type Row = Record<string, unknown>;
type Pair = {
  readonly report: string;
  readonly run: () => Promise<Row[]>;
  readonly bare: () => Promise<Row[]>;
  /** Each side's answer in one comparable form (JSON of sorted entries). */
  readonly sameAs: (report: Row[], bare: Row[]) => boolean;
};

/** Comparable text of counts keyed by a string, zeros left out (a long row is never written for zero). */
function countsText(entries: Iterable<[string, unknown]>): string {
  return JSON.stringify(
    [...entries].filter(([, value]) => value !== 0 && value !== null && value !== undefined).sort(),
  );
}

/** The baseline's long rows summed per store: the report's `leads` column. */
function leadStatusTotals(rows: readonly Row[]): [string, unknown][] {
  const totals = new Map<string, number>();
  for (const row of rows)
    totals.set(
      `${row['store_id']} leads`,
      (totals.get(`${row['store_id']} leads`) ?? 0) + Number(row['leads']),
    );
  return [...totals];
}

/** The baseline's leads per month, customer type and mask, added to each column whose bit the mask has. */
function monthlyTotals(rows: readonly Row[], columns: readonly { field: string }[]): [string, unknown][] {
  const totals = new Map<string, number>();
  for (const row of rows)
    columns.forEach((column, bit) => {
      if ((Number(row['mask']) & (1 << bit)) === 0) return;
      const key = `${row['month']} ${row['customer_type']} ${column.field}`;
      totals.set(key, (totals.get(key) ?? 0) + Number(row['leads']));
    });
  return [...totals];
}

/** Each store's range as UTC instants, read with luxon (not the report's AT TIME ZONE in SQL). */
async function storeBounds(
  bench: ReportBenchRepository,
  startDate: string,
  endDate: string,
): Promise<StoreBounds[]> {
  return (await bench.storeZones(STORES)).map(({ id, zone }) => ({
    storeId: id,
    zone,
    from: DateTime.fromISO(startDate, { zone }).startOf('day').toJSDate(),
    until: DateTime.fromISO(endDate, { zone }).plus({ days: 1 }).startOf('day').toJSDate(),
  }));
}

/** The monthly report's count columns as bits, and each code spelling's bits. */
function monthlyBits() {
  const columns = monthlyReportColumns('extended').filter((column) => column.code !== undefined);
  const bitOf = (code: string) => 1 << columns.findIndex((column) => column.code === code);
  const codeBits = new Map<string, number>();
  for (const column of columns)
    if (column.code !== 'NR')
      for (const code of codesCountedAs(column.code!))
        codeBits.set(code, (codeBits.get(code) ?? 0) | bitOf(column.code!));
  return {
    columns,
    codeBits,
    bits: { uncoded: bitOf('BLANK'), booked: bitOf('APPT-SET'), unanswered: bitOf('NR') },
  };
}

async function measureSize(
  leads: number,
  perLead: number,
  runs: number,
): Promise<ReportBenchSize & { database: 'pglite' | 'postgres' }> {
  const database = await openEmptyTestDatabase();
  try {
    const db = database.db;
    await migrate(db);
    await seedDemoData(db);
    const bench = new ReportBenchRepository(db);
    const [, loadMs] = await timed(() => bench.load(leads, perLead));
    const principal: Principal = {
      userId: await bench.superUserId(),
      role: 'SUPER_USER',
      enterpriseId: 1,
      storeId: null,
      firstName: 'Bench',
      lastName: 'Reader',
      colorCode: '#000000',
      tokenHash: '0'.repeat(64),
    };
    const endDate = isoToday(new Date(), ZONE);
    const startDate = DateTime.fromISO(endDate).minus({ days: 365 }).toISODate()!;
    const filter: ReportFilter = {
      enterpriseId: 1,
      bocIds: [],
      storeIds: STORES,
      serviceTypes: [],
      startDate,
      endDate,
    };
    const bounds = await storeBounds(bench, startDate, endDate);
    const monthly = monthlyBits();
    const reports = new LeadReportsService(db);
    const pairs: Pair[] = [
      {
        report: 'lead status',
        run: async () => (await reports.leadStatusByStore(principal, filter)).data,
        bare: () => bench.bareLeadStatus(bounds),
        sameAs: (report, bare) =>
          countsText(
            report.flatMap((row) => [
              [`${row['storeId']} leads`, row['leads']],
              ...LEAD_STAGES.map((stage): [string, unknown] => [
                `${row['storeId']} ${stage}`,
                row[STAGE_KEYS[stage]],
              ]),
            ]),
          ) ===
          countsText([
            ...leadStatusTotals(bare),
            ...bare.map((row): [string, unknown] => [`${row['store_id']} ${row['stage']}`, row['leads']]),
          ]),
      },
      {
        report: 'first response (GM)',
        run: async () => (await reports.firstResponse(principal, filter)).data,
        bare: () => bench.bareFirstResponse(bounds),
        sameAs: (report, bare) =>
          JSON.stringify(report.map((row) => Object.values(row))) ===
          JSON.stringify(bare.map((row) => Object.values(row))),
      },
      {
        report: 'monthly interaction',
        run: async () => (await reports.monthlyInteractions(principal, { ...filter, v2Version: true })).data,
        bare: () => bench.bareMonthly(bounds, monthly.codeBits, monthly.bits),
        sameAs: (report, bare) =>
          countsText(
            report.flatMap((row) => {
              const month = DateTime.fromFormat(String(row['reportMonth']), 'LLL, yyyy').toFormat('yyyy-MM');
              return monthly.columns.map((column): [string, unknown] => [
                `${month} ${row['customerType']} ${column.field}`,
                row[column.field],
              ]);
            }),
          ) === countsText(monthlyTotals(bare, monthly.columns)),
      },
    ];
    const lines: ReportBenchLine[] = [];
    for (const pair of pairs) {
      const reportTimes: number[] = [];
      const bareTimes: number[] = [];
      // One warm-up round, then the two take turns going first (ABAB), so both see the same cache state.
      for (let run = 0; run <= runs; run += 1) {
        const reportFirst = run % 2 === 1;
        const [first, firstMs] = await timed(reportFirst ? pair.run : pair.bare);
        const [second, secondMs] = await timed(reportFirst ? pair.bare : pair.run);
        const [reportRows, bareRows] = reportFirst ? [first, second] : [second, first];
        if (!pair.sameAs(reportRows, bareRows))
          throw new Error(`The ${pair.report} report and its baseline disagree`);
        if (run === 0) continue;
        reportTimes.push(reportFirst ? firstMs : secondMs);
        bareTimes.push(reportFirst ? secondMs : firstMs);
      }
      lines.push({
        report: pair.report,
        reportMs: median(reportTimes),
        bareMs: median(bareTimes),
        reportMinMs: Math.min(...reportTimes),
        bareMinMs: Math.min(...bareTimes),
      });
    }
    return { database: database.kind, ...(await bench.counts()), loadMs, lines };
  } finally {
    await database.close();
  }
}

/** Every size in turn (a fresh database each), smallest first. */
export async function runReportBenchmark(
  sizes: readonly number[],
  perLead: number,
  runs: number,
): Promise<ReportBenchResult> {
  const measured = [];
  for (const leads of [...sizes].sort((a, b) => a - b))
    measured.push(await measureSize(leads, perLead, runs));
  return { database: measured[0]?.database ?? 'pglite', runs, sizes: measured };
}

const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;

export function formatReportBench(result: ReportBenchResult): string {
  const out: string[] = [
    `Reports over a year against an independent single-pass SQL aggregate (${result.database}; median and min of ${result.runs} runs, ABAB, same figures checked every run)`,
  ];
  for (const size of result.sizes) {
    out.push(
      `${size.leads.toLocaleString('en-US')} leads, ${size.messages.toLocaleString('en-US')} messages (loaded in ${(size.loadMs / 1000).toFixed(1)} s)`,
    );
    for (const line of size.lines)
      out.push(
        `  ${line.report.padEnd(22)} report ${ms(line.reportMs)} (min ${ms(line.reportMinMs)})   baseline ${ms(line.bareMs)} (min ${ms(line.bareMinMs)})   ratio ${(line.reportMs / line.bareMs).toFixed(2)}x (target: within 2x)`,
      );
  }
  const [small, large] = [result.sizes[0], result.sizes.at(-1)];
  if (small && large && large !== small) {
    out.push(
      `Growth from ${small.messages.toLocaleString('en-US')} to ${large.messages.toLocaleString('en-US')} messages (${(large.messages / small.messages).toFixed(1)}x the data; medians)`,
    );
    large.lines.forEach((line, index) => {
      const before = small.lines[index]!;
      out.push(
        `  ${line.report.padEnd(22)} report grows ${(line.reportMs / before.reportMs).toFixed(1)}x   baseline grows ${(line.bareMs / before.bareMs).toFixed(1)}x`,
      );
    });
  }
  return out.join('\n');
}
