import { defineConfig } from 'vitest/config';

// The HTTP request-path benchmark only: `npm run bench:http` (not part of `npm test`).
const conditions = ['@torque/source', 'module', 'node', 'development|production'];
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@torque/source'] } },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['http-load.bench.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
