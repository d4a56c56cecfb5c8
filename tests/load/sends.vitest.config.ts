import { defineConfig } from 'vitest/config';

// The send benchmark only: `npm run bench:sends` (not part of `npm test`).
const conditions = ['@torque/source', 'module', 'node', 'development|production'];
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@torque/source'] } },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['sends.bench.ts'],
    environment: 'node',
    testTimeout: 900_000,
    hookTimeout: 120_000,
  },
});
