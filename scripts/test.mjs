// `npm test`: install, then lint, contract lint, fresh generated types, typecheck, build, and every
// vitest suite (unit, property, component, architecture, contract, server integration, end-to-end), then
// the server and contract suites once more on a real PostgreSQL.
import { install, build, ensureChromium, pnpm, run, step } from './lib.mjs';

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

step('Bundle budget: the public lead-form route');
run(process.execPath, ['scripts/bundle-budget.mjs']);

step(
  'Tests (vitest: domain, rules, adapters, web, server, architecture, contract, e2e) on the embedded PGlite',
);
run('npx', ['vitest', 'run']);

// The same server and contract suites again on a real PostgreSQL server (Debian's, installed when missing).
step('Server and contract suites on PostgreSQL');
run('bash', [
  'scripts/with-postgres.sh',
  'npx',
  'vitest',
  'run',
  '--project',
  'server',
  '--project',
  'contract',
]);
