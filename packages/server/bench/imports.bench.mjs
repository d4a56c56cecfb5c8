// Issues 19 and 32: `npm run bench:imports` imports generated lead CSVs of each size of BENCH_IMPORT_ROWS
// (default 10,000 and 100,000 rows) into a throwaway PostgreSQL (scripts/with-postgres.sh) with the import's
// own code and times it against a bare COPY of the same rows into the tables the import fills, BENCH_RUNS
// times each (default 3, ABAB), printing the ratio, how it grows, and the Node process's memory during the
// import.
import { loadBench } from './load-bench.mjs';

const sizes = (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const { runLeadImportBenchmark, formatLeadImportBench } = await loadBench('imports/lead-import.bench');
console.log(formatLeadImportBench(await runLeadImportBenchmark(sizes, runs)));
