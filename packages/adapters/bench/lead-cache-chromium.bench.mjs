// Caching 10,000 leads in Chromium's IndexedDB: `npm run bench:cache` runs it after the Node figures
// (lead-cache.bench.mjs). Bundles lead-cache.browser.ts (the app's real DexieLeadCache and TorqueDb,
// and the domain's sample leads) with Vite as one script, serves an empty page from a loopback port
// (IndexedDB needs an origin), and times DexieLeadCache.put against a raw IndexedDB bulk put of the
// same rows in Debian's Chromium (playwright-core). It prints the figures, the ratio and whether the
// target is met; timings are never test assertions, so this runs outside `npm test`.
/* global window */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const leads = Number(process.env.BENCH_LEADS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const GLOBAL = 'TorqueLeadCacheBench';
// playwright-core and vite are dependencies of the cross-package tests, which drive the same Chromium.
const requireFromTests = createRequire(new URL('../../../tests/package.json', import.meta.url));
const { chromium } = requireFromTests('playwright-core');
const { build } = await import(pathToFileURL(requireFromTests.resolve('vite')).href);

const output = await build({
  configFile: false,
  root,
  logLevel: 'error',
  resolve: { conditions: ['@torque/source', 'module', 'browser', 'production'] },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    write: false,
    minify: false,
    lib: { entry: `${root}/bench/lead-cache.browser.ts`, formats: ['iife'], name: GLOBAL },
  },
});
const chunk = (Array.isArray(output) ? output[0] : output).output.find((file) => file.type === 'chunk');
if (!chunk) throw new Error('the benchmark bundle has no script');

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><title>lead cache bench</title>');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.addScriptTag({ content: chunk.code });
  const { report, complete } = await page.evaluate(
    async ({ name, count, runs, environment }) => {
      const bench = window[name];
      const result = await bench.compareLeadCacheWrites({ leads: bench.benchLeads(count), runs, warmups: 1 });
      return {
        report: bench.formatComparison(result, environment),
        complete: result.dexieRowsWritten === count && result.rawRowsWritten === count,
      };
    },
    { name: GLOBAL, count: leads, runs, environment: `Chromium ${browser.version()}` },
  );
  console.log(report);
  // A run that lost rows measured nothing: fail it, whatever its timings.
  if (!complete) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
