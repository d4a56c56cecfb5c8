// Fails when packages/contract/src/generated (the one copy of the wire types) is stale against
// openapi/ (run `npm run generate`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const committed = join(ROOT, 'packages/contract/src/generated/api.d.ts');
const dir = mkdtempSync(join(tmpdir(), 'torque-types-'));
const fresh = join(dir, 'api.d.ts');
const result = spawnSync(
  join(ROOT, 'packages/contract/node_modules/.bin/openapi-typescript'),
  ['openapi/openapi.yaml', '-o', fresh],
  {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);
const same = readFileSync(fresh, 'utf8') === readFileSync(committed, 'utf8');
rmSync(dir, { recursive: true, force: true });
if (!same) {
  console.error(
    'Generated types are stale: run `npm run generate` and commit packages/contract/src/generated.',
  );
  process.exit(1);
}
console.log('Generated types match openapi/openapi.yaml.');
