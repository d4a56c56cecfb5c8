// Issues 15 and 32: `npm run bench:planners` times the 10K planner over one store of each size of
// BENCH_VEHICLES (default 10,000 and 100,000 vehicles) against one SQL statement, written apart from the
// planner, deciding the same due vehicles with their owners. PGlite by default; under
// scripts/with-postgres.sh (which sets TORQUE_TEST_DATABASE_URL) on PostgreSQL. BENCH_RUNS changes the
// repetitions (default 5).
import { loadBench } from './load-bench.mjs';

const counts = (process.env.BENCH_VEHICLES ?? '10000,100000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const { runPlannerBenchmark, formatPlannerBench } = await loadBench('planners/planner.bench');
console.log(formatPlannerBench(await runPlannerBenchmark(counts, runs)));
