// The server benchmarks time the JavaScript the packages ship: the domain is built (its dist, which the
// server imports), and the benchmark with the server code it uses is emitted by the TypeScript compiler
// into dist-bench/ (beside dist/, so the server finds its migrations), then imported as a plain ES module.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${packageRoot}dist-bench`;

// In a function, so the compiler's program is garbage before anything is measured.
function compile(entry) {
  const { config } = ts.readConfigFile(`${packageRoot}tsconfig.build.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageRoot);
  const program = ts.createProgram([entry], { ...options, declaration: false, outDir });
  if (program.emit().emitSkipped) throw new Error('The benchmark could not be compiled');
}

/** The compiled module of `src/<path>.ts` (e.g. 'reports/report.bench'), the domain built first. */
export async function loadBench(path) {
  const domain = spawnSync('npx', ['--yes', 'pnpm@10.34.8', '--filter', '@torque/domain', 'run', 'build'], {
    stdio: 'inherit',
  });
  if (domain.status !== 0) throw new Error('The domain could not be built');
  compile(`${packageRoot}src/${path}.ts`);
  return import(pathToFileURL(`${outDir}/${path}.js`).href);
}
