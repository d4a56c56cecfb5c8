// Issue 15: `npm run bench:planners` times the 10K planner over 100,000 vehicles against the bare SQL
// selecting the same vehicles by date window. PGlite by default; under scripts/with-postgres.sh (which sets
// TORQUE_TEST_DATABASE_URL) on PostgreSQL. BENCH_VEHICLES and BENCH_RUNS change the size and repetitions.
// The timings are of the JavaScript the packages ship: the domain is built (its dist, which the server
// imports), and the benchmark with the server code it uses is emitted by the TypeScript compiler into
// dist-bench/ (beside dist/, so the server finds its migrations), then imported as plain ES modules.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${packageRoot}dist-bench`;
const entry = `${packageRoot}src/planners/planner.bench.ts`;

const domain = spawnSync('npx', ['--yes', 'pnpm@10.34.8', '--filter', '@torque/domain', 'run', 'build'], {
  stdio: 'inherit',
});
if (domain.status !== 0) throw new Error('The domain could not be built');

// In a function, so the compiler's program is garbage before anything is measured.
function compile() {
  const { config } = ts.readConfigFile(`${packageRoot}tsconfig.build.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageRoot);
  const program = ts.createProgram([entry], { ...options, declaration: false, outDir });
  if (program.emit().emitSkipped) throw new Error('The benchmark could not be compiled');
}
compile();

const count = Number(process.env.BENCH_VEHICLES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const { runPlannerBenchmark, formatPlannerBench } = await import(
  pathToFileURL(`${outDir}/planners/planner.bench.js`).href
);
console.log(formatPlannerBench(await runPlannerBenchmark(count, runs)));
