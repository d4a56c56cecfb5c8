// Issue 19: `npm run bench:imports` imports a generated 100,000-row lead CSV into a throwaway PostgreSQL
// (scripts/with-postgres.sh) with the import's own code and times it against a bare COPY of the same rows
// into the tables the import fills, printing the ratio and the Node process's memory during the import.
// BENCH_IMPORT_ROWS changes the size.
import { loadBench } from './load-bench.mjs';

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const { runLeadImportBenchmark, formatLeadImportBench } = await loadBench('imports/lead-import.bench');
console.log(formatLeadImportBench(await runLeadImportBenchmark(rows)));
