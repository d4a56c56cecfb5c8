// Issue 18: `npm run bench:reports` fills a throwaway PostgreSQL (scripts/with-postgres.sh) with 100,000 leads and
// 1,000,000 texts and times the lead status, first-response and monthly interaction reports against hand-written
// single-pass SQL over the same rows. Without TORQUE_TEST_DATABASE_URL it runs on PGlite. BENCH_LEADS,
// BENCH_TEXTS_PER_LEAD and BENCH_RUNS change the size and repetitions.
// The timings are of the JavaScript the packages ship: the domain is built (its dist, which the server
// imports), and the benchmark with the server code it uses is emitted by the TypeScript compiler into
// dist-bench/ (beside dist/, so the server finds its migrations), then imported as plain ES modules.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${packageRoot}dist-bench`;
const entry = `${packageRoot}src/reports/report.bench.ts`;

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

const leads = Number(process.env.BENCH_LEADS ?? 100_000);
const perLead = Number(process.env.BENCH_TEXTS_PER_LEAD ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const { runReportBenchmark, formatReportBench } = await import(
  pathToFileURL(`${outDir}/reports/report.bench.js`).href
);
console.log(formatReportBench(await runReportBenchmark(leads, perLead, runs)));
