// Issue 19: `npm run bench:imports` imports a generated 100,000-row lead CSV into a throwaway PostgreSQL
// (scripts/with-postgres.sh) with the import's own code and times it against a bare COPY of the same rows,
// printing the ratio and the Node process's memory during the import. BENCH_IMPORT_ROWS changes the size.
// As bench:reports: the domain is built, the benchmark and the server code it uses are emitted into
// dist-bench/ and imported as plain ES modules.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${packageRoot}dist-bench`;
const entry = `${packageRoot}src/imports/lead-import.bench.ts`;

const domain = spawnSync('npx', ['--yes', 'pnpm@10.34.8', '--filter', '@torque/domain', 'run', 'build'], {
  stdio: 'inherit',
});
if (domain.status !== 0) throw new Error('The domain could not be built');

function compile() {
  const { config } = ts.readConfigFile(`${packageRoot}tsconfig.build.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageRoot);
  const program = ts.createProgram([entry], { ...options, declaration: false, outDir });
  if (program.emit().emitSkipped) throw new Error('The benchmark could not be compiled');
}
compile();

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const { runLeadImportBenchmark, formatLeadImportBench } = await import(
  pathToFileURL(`${outDir}/imports/lead-import.bench.js`).href
);
console.log(formatLeadImportBench(await runLeadImportBenchmark(rows)));
