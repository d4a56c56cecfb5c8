// `npm test`: install, then lint, contract lint, fresh generated types, typecheck, build, and every
// vitest suite (unit, property, component, architecture, contract, server integration, end-to-end),
// and the server and contract suites once more on a real PostgreSQL. The suites run in two lanes side
// by side (see below); any failing suite fails the run, after both lanes have finished.
import { install, build, ensureChromium, pnpm, run, runLanes, step } from './lib.mjs';

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

step('Bundle budgets: the public lead-form route (100 KB) and the lead manager (350 KB)');
run(process.execPath, ['scripts/bundle-budget.mjs']);

// Two lanes, one per core of a small CI machine (vitest gives each run cores - 1 workers, so one on
// two cores): the in-process suites in one, the suites that wait on other processes (the built app
// and Chromium, a PostgreSQL server) in the other. Benchmarks are not run here (npm run bench*).
step(
  'Tests (vitest) in two lanes: [units] domain, rules, adapters, architecture, then server and contract on PGlite, then web; [e2e] end-to-end, then server and contract on PostgreSQL',
);
const vitest = (...projects) => ['npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])]];
const failures = await runLanes([
  {
    name: 'units',
    commands: [
      vitest('domain', 'rules', 'adapters', 'architecture'),
      // The server and contract suites on the embedded PGlite.
      vitest('server', 'contract'),
      // The web components: since the domain, rules and adapters share one module graph
      // (vitest.config.ts) this lane has room for them, and the end-to-end lane has none.
      vitest('web'),
    ],
  },
  {
    name: 'e2e',
    commands: [
      // Every end-to-end file starts the built app on its own: the longest suite by far.
      vitest('e2e'),
      // The same server and contract suites on a real PostgreSQL server (Debian's, installed when missing).
      ['bash', ['scripts/with-postgres.sh', ...vitest('server', 'contract').flat()]],
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
