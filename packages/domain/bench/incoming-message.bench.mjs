// Runs the real-time reducer benchmark (spec 1 §4): `npm run bench` at the repository root.
// Node cannot run the package's TypeScript, so the benchmark and what it imports are emitted with the
// TypeScript compiler API into node_modules/.cache (type errors elsewhere in the package do not block
// it), then imported as plain ES modules: the timings are of the same JavaScript the package ships.
// Each scenario is measured BENCH_ROUNDS times (default 5) and the median round printed.
import { spawnSync } from 'node:child_process';
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
if (!process.env.BENCH_COMPILED) compile();

// Each round runs in a fresh Node process (with --expose-gc, so the inbox is built and the heap settled
// before timing): a round's figures then never include collecting an earlier round's inbox.
const round = process.argv.indexOf('--round');
if (round > 0) {
  const { measureScenario } = await import(pathToFileURL(`${outDir}/inbox/incoming-message.bench.js`).href);
  process.stdout.write(JSON.stringify(measureScenario(process.argv[round + 1])));
} else {
  const { formatFigures, SCENARIOS, BATCH_SIZE } = await import(
    pathToFileURL(`${outDir}/inbox/incoming-message.bench.js`).href
  );
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  console.log(`applyIncomingMessages, ${BATCH_SIZE} messages a batch; the median of ${rounds} rounds`);
  for (const scenario of Object.keys(SCENARIOS)) {
    const measured = [];
    for (let i = 0; i < rounds; i++) {
      const args = ['--expose-gc', fileURLToPath(import.meta.url), '--round', scenario];
      const child = spawnSync(process.execPath, args, {
        encoding: 'utf8',
        env: { ...process.env, BENCH_COMPILED: '1' },
      });
      if (child.status !== 0) throw new Error(child.stderr);
      measured.push(JSON.parse(child.stdout));
    }
    measured.sort((a, b) => a.ratio - b.ratio);
    console.log(formatFigures(measured[Math.floor(measured.length / 2)]));
  }
}
