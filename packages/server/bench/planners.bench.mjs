// Issue 15: `npm run bench:planners` times the 10K planner over 100,000 vehicles against the bare SQL
// selecting the same vehicles by date window. PGlite by default; under scripts/with-postgres.sh (which sets
// TORQUE_TEST_DATABASE_URL) on PostgreSQL. BENCH_VEHICLES and BENCH_RUNS change the size and repetitions.
// Node 20 cannot run TypeScript, so vitest's Vite loads the server's sources.
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
  const count = Number(process.env.BENCH_VEHICLES ?? 100_000);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const { runPlannerBenchmark, formatPlannerBench } = await server.ssrLoadModule(
    '/src/planners/planner.bench.ts',
  );
  console.log(formatPlannerBench(await runPlannerBenchmark(count, runs)));
} finally {
  await server.close();
}
