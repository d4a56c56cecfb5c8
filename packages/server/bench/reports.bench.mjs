// Issues 18 and 32: `npm run bench:reports` fills a throwaway PostgreSQL (scripts/with-postgres.sh) with a year
// of leads and texts at each size of BENCH_LEADS (default 10,000 and 100,000 leads: 100,000 and 1,000,000
// texts) and times the lead status, first-response and monthly interaction reports against single-pass SQL
// written apart from them, giving the same figures, and how each grows with the data. Without
// TORQUE_TEST_DATABASE_URL it runs on PGlite. BENCH_TEXTS_PER_LEAD and BENCH_RUNS change the texts per lead
// and repetitions; BENCH_LEADS=10000 runs the smaller size only.
import { loadBench } from './load-bench.mjs';

const sizes = (process.env.BENCH_LEADS ?? '10000,100000').split(',').map(Number);
const perLead = Number(process.env.BENCH_TEXTS_PER_LEAD ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const { runReportBenchmark, formatReportBench } = await loadBench('reports/report.bench');
console.log(formatReportBench(await runReportBenchmark(sizes, perLead, runs)));
