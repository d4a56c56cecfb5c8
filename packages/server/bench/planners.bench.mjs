// Issue 15: `npm run bench:planners` times the 10K planner over 100,000 vehicles against the bare SQL
// selecting the same vehicles by date window. PGlite by default; under scripts/with-postgres.sh (which sets
// TORQUE_TEST_DATABASE_URL) on PostgreSQL. BENCH_VEHICLES and BENCH_RUNS change the size and repetitions.
import { loadBench } from './load-bench.mjs';

const count = Number(process.env.BENCH_VEHICLES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const { runPlannerBenchmark, formatPlannerBench } = await loadBench('planners/planner.bench');
console.log(formatPlannerBench(await runPlannerBenchmark(count, runs)));
