// Issue 18: `npm run bench:reports` fills a throwaway PostgreSQL (scripts/with-postgres.sh) with 100,000 leads and
// 1,000,000 texts and times the lead status, first-response and monthly interaction reports against hand-written
// single-pass SQL over the same rows. Without TORQUE_TEST_DATABASE_URL it runs on PGlite. BENCH_LEADS,
// BENCH_TEXTS_PER_LEAD and BENCH_RUNS change the size and repetitions.
import { loadBench } from './load-bench.mjs';

const leads = Number(process.env.BENCH_LEADS ?? 100_000);
const perLead = Number(process.env.BENCH_TEXTS_PER_LEAD ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const { runReportBenchmark, formatReportBench } = await loadBench('reports/report.bench');
console.log(formatReportBench(await runReportBenchmark(leads, perLead, runs)));
