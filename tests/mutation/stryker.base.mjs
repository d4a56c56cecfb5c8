// What the domain's and the server's Stryker runs share (npm run mutation; tests/README.md).
export const baseConfig = (name, { timeoutMS = 10_000 } = {}) => ({
  // Added to a mutant's normal test time before it counts as an endless loop (a timeout, detected).
  timeoutMS,
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Each mutant runs only the tests that reached its code in the dry run.
  coverageAnalysis: 'perTest',
  // A rerun re-tests only mutants whose code or covering tests changed since the last report.
  incremental: true,
  incrementalFile: `reports/mutation/${name}-incremental.json`,
  // Two cores shared with everything else on the machine.
  concurrency: 2,
  // A static mutant (a module-level constant or schema) can only be tested by re-importing everything
  // and running every test; on two shared cores those few dominate the run, so they are left out
  // (reported as ignored). The tests that state those constants still run in npm test.
  ignoreStatic: true,
  // The first run of every test, which records which tests reach which mutants, on a busy machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  clearTextReporter: { reportMutants: false, reportTests: false, allowEmojis: false },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  tempDirName: '.stryker-tmp',
  // The sandbox holds what the tests import, not the web app, docs or the end-to-end suites.
  ignorePatterns: [
    '/packages/web',
    '/packages/adapters',
    '/docs',
    '/tests/e2e',
    '/tests/contract',
    '/tests/load',
    '/reports',
    '/packages/*/dist',
    '/.data',
    '/tmp',
  ],
  thresholds: { high: 90, low: 80, break: null },
  cleanTempDir: 'always',
});
