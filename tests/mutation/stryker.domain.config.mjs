// Mutation testing of the domain: every rule file (npm run mutation; tests/README.md).
import { baseConfig } from './stryker.base.mjs';

export default {
  ...baseConfig('domain'),
  mutate: [
    'packages/domain/src/**/*.ts',
    '!packages/domain/src/**/*.test.ts',
    '!packages/domain/src/testing/**',
    '!packages/domain/src/**/*.port.ts',
    '!packages/domain/src/**/index.ts',
    '!packages/domain/src/**/*.bench.ts',
    '!**/generated/**',
  ],
  // related: a subset run (--mutate <file>) runs only the tests that import what it mutates.
  vitest: { configFile: 'tests/mutation/vitest.domain.config.ts', related: true },
};
