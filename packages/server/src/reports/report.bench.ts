import { isoToday, type ReportFilter } from '@torque/domain';
import { DateTime } from 'luxon';
import type { Principal } from '../auth/principal.js';
import { migrate } from '../db/migrator.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { openEmptyTestDatabase } from '../testing/test-database.js';
import { LeadReportsService } from './lead-reports.service.js';
import { ReportBenchRepository } from './report-bench.repository.js';

/**
 * Issue 18's benchmark (not a timed test): a year of 100,000 leads and 1,000,000 texts over the demo's four
 * stores, and for the lead status, first-response and monthly interaction reports over that whole year,
 * the report's time (scope, SQL and shaping, as the handler runs it) against a hand-written single-pass
 * SQL aggregate over the same rows, in the same run and database. PostgreSQL of TORQUE_TEST_DATABASE_URL
 * (scripts/with-postgres.sh; `npm run bench:reports`), else PGlite.
 */
export type ReportBenchLine = { readonly report: string; readonly reportMs: number; readonly bareMs: number };
export type ReportBenchResult = {
  readonly database: 'pglite' | 'postgres';
  readonly leads: number;
  readonly messages: number;
  readonly loadMs: number;
  readonly lines: readonly ReportBenchLine[];
};

const STORES = [1, 2, 3, 4];
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function runReportBenchmark(
  leads: number,
  perLead: number,
  runs: number,
): Promise<ReportBenchResult> {
  const database = await openEmptyTestDatabase();
  try {
    const db = database.db;
    await migrate(db);
    await seedDemoData(db);
    const bench = new ReportBenchRepository(db);
    const loadMs = await timed(() => bench.load(leads, perLead));
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
    const endDate = isoToday(new Date(), 'America/New_York');
    const startDate = DateTime.fromISO(endDate).minus({ days: 365 }).toISODate()!;
    const filter: ReportFilter = {
      enterpriseId: 1,
      bocIds: [],
      storeIds: STORES,
      serviceTypes: [],
      startDate,
      endDate,
    };
    const reports = new LeadReportsService(db);
    const pairs: { report: string; run: () => Promise<unknown>; bare: () => Promise<unknown> }[] = [
      {
        report: 'lead status',
        run: () => reports.leadStatusByStore(principal, filter),
        bare: () => bench.bareLeadStatus(STORES, startDate, endDate),
      },
      {
        report: 'first response (GM)',
        run: () => reports.firstResponse(principal, filter),
        bare: () => bench.bareFirstResponse(STORES, startDate, endDate),
      },
      {
        report: 'monthly interaction',
        run: () => reports.monthlyInteractions(principal, { ...filter, v2Version: true }),
        bare: () => bench.bareMonthly(STORES, startDate, endDate),
      },
    ];
    const lines: ReportBenchLine[] = [];
    for (const pair of pairs) {
      const reportTimes: number[] = [];
      const bareTimes: number[] = [];
      // One warm-up each, then alternate so both see the same cache state.
      for (let run = 0; run <= runs; run += 1) {
        const bare = await timed(pair.bare);
        const report = await timed(pair.run);
        if (run > 0) {
          bareTimes.push(bare);
          reportTimes.push(report);
        }
      }
      lines.push({ report: pair.report, reportMs: median(reportTimes), bareMs: median(bareTimes) });
    }
    return { database: database.kind, ...(await bench.counts()), loadMs, lines };
  } finally {
    await database.close();
  }
}

export function formatReportBench(result: ReportBenchResult): string {
  return [
    `Reports over a year: ${result.leads.toLocaleString('en-US')} leads, ${result.messages.toLocaleString('en-US')} messages (${result.database}; loaded in ${(result.loadMs / 1000).toFixed(1)} s)`,
    ...result.lines.map(
      (line) =>
        `  ${line.report.padEnd(22)} report ${line.reportMs.toFixed(1).padStart(8)} ms   single-pass SQL ${line.bareMs.toFixed(1).padStart(8)} ms   ratio ${(line.reportMs / line.bareMs).toFixed(2)}x (target: within 2x)`,
    ),
  ].join('\n');
}
