// Runs the real-time reducer benchmark (spec 1 §4): `node packages/domain/bench/incoming-message.bench.mjs`.
// Node 20 cannot run TypeScript, so the benchmark and what it imports are emitted with the TypeScript
// compiler API into node_modules/.cache (type errors elsewhere in the package do not block it), then run
// as plain ES modules: the timings are of the same JavaScript the built package ships.
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const entry = `${packageRoot}src/conversation/incoming-message.bench.ts`;
const outDir = `${packageRoot}node_modules/.cache/torque-bench`;

const configPath = `${packageRoot}tsconfig.json`;
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageRoot);
const program = ts.createProgram([entry], {
  ...options,
  noEmit: false,
  declaration: false,
  sourceMap: false,
  rootDir: `${packageRoot}src`,
  outDir,
});
const { emitSkipped } = program.emit();
if (emitSkipped) throw new Error('The benchmark could not be compiled');

const { runIncomingMessageBenchmark, formatBenchmarkReport } = await import(
  pathToFileURL(`${outDir}/conversation/incoming-message.bench.js`).href
);
console.log(formatBenchmarkReport(runIncomingMessageBenchmark()));
