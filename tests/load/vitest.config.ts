import { defineConfig } from 'vitest/config';

// The load benchmark only: `npx vitest run --config tests/load/vitest.config.ts` (not part of `npm test`).
const conditions = ['@torque/source', 'module', 'node', 'development|production'];
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@torque/source'] } },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['realtime-load.bench.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
