// `npm test`: install, then lint, contract lint, fresh generated types, typecheck, build, and every
// vitest suite (unit, property, component, architecture, contract, server integration on a real
// PostgreSQL, end-to-end on the embedded PGlite). The suites run in two lanes side
// by side (see below); any failing suite fails the run, after both lanes have finished.
import { onSupportedNode } from './node-runtime.mjs';
import { install, build, ensureChromium, pnpm, run, runLanes, step } from './lib.mjs';

await onSupportedNode();
process.stdout.write(`Torque's tests run on Node ${process.versions.node}\n`);

install();
ensureChromium();

step('Lint and format (eslint, prettier)');
run('npx', ['eslint', '.', '--max-warnings=0']);
run('npx', ['prettier', '--check', '.', '--log-level=warn']);

step('Contract lint (redocly)');
run('npx', ['redocly', 'lint', 'openapi/openapi.yaml', '--format=summary']);

step('Generated client types are up to date with openapi/');
run(process.execPath, ['scripts/check-generated.mjs']);

step('Typecheck');
pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck']);

build();

step('Bundle budgets: the public lead-form route (100 KB) and the lead manager (300 KB)');
run(process.execPath, ['scripts/bundle-budget.mjs']);

// Two lanes, one per core of a small CI machine (vitest gives each run cores - 1 workers, so one on
// two cores), of about the same length. The server and contract suites run once, on a real
// PostgreSQL, the production database. The embedded PGlite is the same PostgreSQL compiled to
// WebAssembly: what differs is its one in-process connection, which its own tests cover (the db and
// testing folders), and every end-to-end file runs the built app on it. A developer's
// `npx vitest run --project server --project contract` runs the suites on PGlite, as before.
// Benchmarks are not run here (npm run bench*).
step(
  "Tests (vitest) in two lanes: [units] domain, rules, adapters, architecture, then web, then server and contract on PostgreSQL, then three end-to-end files; [e2e] the other end-to-end files, then PGlite's own server tests",
);
// The end-to-end suite is the longest (about 23 of the run's 25 minutes on a 2-core machine); these
// files (about 4 minutes) run at the end of the other lane instead, so both lanes end near together.
const E2E_IN_UNITS_LANE = [
  'tests/e2e/service-board.test.ts',
  'tests/e2e/visit-survey.test.ts',
  'tests/e2e/lead-forms.test.ts',
];
const vitest = (projects, paths = []) => [
  'npx',
  ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...paths],
];
const failures = await runLanes([
  {
    name: 'units',
    commands: [
      vitest(['domain', 'rules', 'adapters', 'architecture']),
      vitest(['web']),
      // The server and contract suites on a real PostgreSQL server (Debian's, installed when missing).
      ['bash', ['scripts/with-postgres.sh', ...vitest(['server', 'contract']).flat()]],
      vitest(['e2e'], E2E_IN_UNITS_LANE),
    ],
  },
  {
    name: 'e2e',
    commands: [
      // Every end-to-end file starts the built app on its own: the longest suite by far.
      vitest(
        ['e2e'],
        E2E_IN_UNITS_LANE.flatMap((file) => ['--exclude', file]),
      ),
      // PGlite's connection, migrations from empty and the test databases' dumps.
      vitest(['server'], ['packages/server/src/db', 'packages/server/src/testing']),
    ],
  },
]);
if (failures.length > 0) {
  for (const failure of failures) {
    process.stderr.write(`\n\u2716 [${failure.lane}] ${failure.command} failed (exit ${failure.status})\n`);
    for (const line of failure.failureLines) process.stderr.write(`    ${line}\n`);
  }
  process.exit(1);
}
