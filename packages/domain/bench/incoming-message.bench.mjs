// Runs the real-time reducer benchmark (spec 1 §4): `npm run bench` at the repository root.
// Node cannot run the package's TypeScript, so the benchmark and what it imports are emitted with the
// TypeScript compiler API into node_modules/.cache (type errors elsewhere in the package do not block
// it), then imported as plain ES modules: the timings are of the same JavaScript the package ships.
// One process; each scenario is measured BENCH_ROUNDS times (default 3) and the median round printed.
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${packageRoot}node_modules/.cache/torque-bench`;
const entry = `${packageRoot}src/inbox/incoming-message.bench.ts`;
// In a function, so the compiler's program is garbage before anything is measured (kept reachable, its
// few hundred MB would be marked by every full collection during the measurements).
function compile() {
  const { config } = ts.readConfigFile(`${packageRoot}tsconfig.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageRoot);
  const program = ts.createProgram([entry], {
    ...options,
    noEmit: false,
    declaration: false,
    sourceMap: false,
    rootDir: `${packageRoot}src`,
    outDir,
  });
  if (program.emit().emitSkipped) throw new Error('The benchmark could not be compiled');
}
compile();

const { measureScenario, formatFigures, SCENARIOS, BATCH_SIZE } = await import(
  pathToFileURL(`${outDir}/inbox/incoming-message.bench.js`).href
);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
console.log(`applyIncomingMessages, ${BATCH_SIZE} messages a batch; the median of ${rounds} rounds`);
for (const scenario of Object.keys(SCENARIOS)) {
  const measured = [];
  for (let round = 0; round < rounds; round++) measured.push(measureScenario(scenario));
  measured.sort((a, b) => a.ratio - b.ratio);
  console.log(formatFigures(measured[Math.floor(measured.length / 2)]));
}
