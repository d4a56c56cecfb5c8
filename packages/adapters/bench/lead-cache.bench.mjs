// Caching 10,000 leads in IndexedDB (fake-indexeddb): `node packages/adapters/bench/lead-cache.bench.mjs`.
// Node 20 cannot run TypeScript, and the bench imports the workspace's sources (@torque/domain under
// its @torque/source condition), so vitest's Vite loads it; the timed code is Dexie and IndexedDB itself.
import { fileURLToPath } from 'node:url';
import { createViteServer } from 'vitest/node';

const root = fileURLToPath(new URL('..', import.meta.url));
const conditions = ['@torque/source', 'module', 'node', 'development|production'];
const server = await createViteServer({
  configFile: false,
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@torque/source'] } },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const count = Number(process.env.BENCH_LEADS ?? 10_000);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const { runLeadCacheBenchmark, formatComparison } = await server.ssrLoadModule(
    '/bench/lead-cache.bench.ts',
  );
  const result = await runLeadCacheBenchmark(count, runs, 1);
  console.log(formatComparison(result, `Node ${process.version}, fake-indexeddb`));
} finally {
  await server.close();
}
