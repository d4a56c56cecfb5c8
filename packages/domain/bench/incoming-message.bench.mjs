// Runs the real-time reducer benchmark (spec 1 §4): `npm run bench` at the repository root.
// Node 20 cannot run TypeScript, so the benchmark and what it imports are emitted with the TypeScript
// compiler API into node_modules/.cache (type errors elsewhere in the package do not block it), then run
// as plain ES modules: the timings are of the same JavaScript the built package ships.
// Each measurement (scenario × inbox size) runs in a fresh Node process (with --expose-gc, so it
// starts on a collected heap), its baseline interleaved in the same runs; BENCH_ROUNDS (default 3)
// rounds alternate the sizes, and the report takes each figure's median over the rounds (a shared
// machine speeds up and slows down over seconds, which a single process per size would carry into
// the growth figure).
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${packageRoot}node_modules/.cache/torque-bench`;
const compiled = pathToFileURL(`${outDir}/conversation/incoming-message.bench.js`).href;
const [, , childScenario, childLeads] = process.argv;

if (childScenario) {
  // A child: one measurement, printed as JSON for the parent.
  const { measureScenario } = await import(compiled);
  process.stdout.write(JSON.stringify(measureScenario(childScenario, Number(childLeads))));
} else {
  const { default: ts } = await import('typescript');
  const entry = `${packageRoot}src/conversation/incoming-message.bench.ts`;
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

  const { benchmarkReport, formatBenchmarkReport, INBOX_SIZES, SCENARIOS } = await import(compiled);
  const self = fileURLToPath(import.meta.url);
  const measureInChild = (scenario, leads) =>
    JSON.parse(
      execFileSync(process.execPath, ['--expose-gc', self, scenario, String(leads)], { encoding: 'utf8' }),
    );
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const measured = {};
  for (const scenario of Object.keys(SCENARIOS)) {
    measured[scenario] = INBOX_SIZES.map(() => []);
    for (let round = 0; round < rounds; round++) {
      const order = INBOX_SIZES.map((leads, at) => [leads, at]);
      if (round % 2 === 1) order.reverse();
      for (const [leads, at] of order) measured[scenario][at].push(measureInChild(scenario, leads));
    }
  }
  console.log(formatBenchmarkReport(benchmarkReport(measured)));
}
