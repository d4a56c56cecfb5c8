import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The domain's unit tests and properties as one project, for Stryker (npm run mutation): a mutant
// must be killed by whichever of them states the rule it breaks.
const nodeConditions = ['@torque/source', 'module', 'node', 'development|production'];

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { conditions: nodeConditions },
  ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@torque/source'] } },
  test: {
    include: ['packages/domain/src/**/*.test.ts'],
    environment: 'node',
    // As in npm test: the domain's files keep no module state and share one module graph.
    isolate: false,
    testTimeout: 120_000,
    // Timings (issue 28's linear-time checks) measure speed, not rules, and the instrumented code is slower.
    testNamePattern: /^(?!.*in linear time)/,
  },
});
