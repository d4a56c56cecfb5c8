import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SERVER_RULE_TESTS } from './server-scope.mjs';

// The server's rule tests for Stryker (npm run mutation): only the files that state the configured
// services' rules (server-scope.mjs), not every route test that happens to pass through them.
const nodeConditions = ['@torque/source', 'module', 'node', 'development|production'];

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { conditions: nodeConditions },
  ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@torque/source'] } },
  test: {
    include: [...SERVER_RULE_TESTS],
    environment: 'node',
    // These files keep no module state: one module graph, rather than importing the domain for each run.
    isolate: false,
    testTimeout: 60_000,
  },
});
