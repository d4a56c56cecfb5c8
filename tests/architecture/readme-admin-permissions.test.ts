import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADMIN_ACTIONS, ADMIN_PERMISSIONS } from '@torque/domain';
import { describe, expect, it } from 'vitest';

// The README documents who may do what in administration (issue 20); the domain's table is what the
// server enforces. They must say the same.
const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

describe('the README on administration', () => {
  it('lists every admin action with exactly the roles the domain gives it', () => {
    const documented = new Map(
      readme
        .split('\n')
        .map((line) => /^\| ([a-z][A-Za-z ]+[A-Za-z]) +\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) +\|$/.exec(line))
        .flatMap((match) => (match ? [[match[1], match[2]?.replace(/`/g, '').split(', ')] as const] : [])),
    );
    expect([...documented.keys()]).toEqual([...ADMIN_ACTIONS]);
    for (const action of ADMIN_ACTIONS)
      expect(documented.get(action)).toEqual([...ADMIN_PERMISSIONS[action]]);
  });
});
