// Runs the real-time reducer benchmark (spec 1 §4): `npm run bench` at the repository root.
// Node cannot run the package's TypeScript, so the benchmark and what it imports are emitted with the
// TypeScript compiler API into node_modules/.cache (type errors elsewhere in the package do not block
// it), then imported as plain ES modules: the timings are of the same JavaScript the package ships.
// Each scenario is measured BENCH_ROUNDS times (default 5) at each inbox size of BENCH_LEADS (default
// 10000,100000), and the median round printed, with how the cost grows from the smaller size to the larger.
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
  const leads = Number(process.argv[round + 2]);
  process.stdout.write(JSON.stringify(measureScenario(process.argv[round + 1], { leads })));
} else {
  const { formatFigures, formatGrowth, SCENARIOS, BATCH_SIZE } = await import(
    pathToFileURL(`${outDir}/inbox/incoming-message.bench.js`).href
  );
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const sizes = (process.env.BENCH_LEADS ?? '10000,100000').split(',').map(Number);
  console.log(
    `applyIncomingMessages, ${BATCH_SIZE} messages a batch, against the same leads in plain Maps; the median round of ${rounds}`,
  );
  for (const scenario of Object.keys(SCENARIOS)) {
    console.log(SCENARIOS[scenario].title);
    const bySize = [];
    for (const leads of sizes) {
      const measured = [];
      for (let i = 0; i < rounds; i++) {
        const args = ['--expose-gc', fileURLToPath(import.meta.url), '--round', scenario, String(leads)];
        const child = spawnSync(process.execPath, args, {
          encoding: 'utf8',
          env: { ...process.env, BENCH_COMPILED: '1' },
        });
        if (child.status !== 0) throw new Error(child.stderr);
        measured.push(JSON.parse(child.stdout));
      }
      measured.sort((a, b) => a.ratio - b.ratio);
      bySize.push(measured[Math.floor(measured.length / 2)]);
      console.log(formatFigures(bySize.at(-1)));
    }
    if (bySize.length > 1) console.log(formatGrowth(bySize[0], bySize.at(-1)));
  }
}
