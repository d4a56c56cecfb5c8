import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_ACTIONS,
  ADMIN_OPERATIONS,
  ADMIN_PERMISSIONS,
  mayDo,
  type AdminOperation,
} from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

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

type Operation = { operationId: string; tags?: string[]; security?: unknown[]; responses?: object };
const contract = parse(
  readFileSync(fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url)), 'utf8'),
) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.values(contract.paths).flatMap((item) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
    .map(([method, operation]) => ({ method, ...operation })),
);

/** Calls of the admin area that answer 403 by another rule than the admin permission table. */
const NOT_ADMIN_ACTIONS: Record<string, string> = {
  savePlannerSchedule: "a store's nightly planner runs: the planner roles of that store",
  getPlannerSchedule: "a store's nightly planner runs: the planner roles of that store",
  getPlannerRuns: "a store's nightly planner runs: the planner roles of that store",
  getEnterpriseLogo: "open to all staff, for their own enterprise (the platform's roles: every one)",
  getUiScreens: 'open to all staff, for their own enterprise',
};

// Issue 28, point 10: every admin call of the contract needs an action of the table above, which
// the server checks on its route (domain session/admin-operations.rules.ts).
describe('the admin calls of the contract', () => {
  it('each need an action of the table, and exist in the contract behind a sign-in', () => {
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    for (const [operationId, action] of Object.entries(ADMIN_OPERATIONS)) {
      expect(ADMIN_ACTIONS, operationId).toContain(action);
      expect(byId.get(operationId)?.security, operationId).not.toEqual([]);
      expect(byId.has(operationId), operationId).toBe(true);
    }
  });

  it('leave out none of the admin area that answers 403', () => {
    const unmapped = operations
      .filter((operation) => operation.tags?.includes('stores and admin'))
      .filter((operation) => '403' in (operation.responses ?? {}))
      .map((operation) => operation.operationId)
      .filter((operationId) => !(operationId in ADMIN_OPERATIONS) && !(operationId in NOT_ADMIN_ACTIONS));
    expect(unmapped).toEqual([]);
  });

  it("give an enterprise's logo to the roles that change enterprises, as the README's table says", () => {
    const logoCalls: AdminOperation[] = ['addEnterpriseLogo', 'updateEnterpriseLogo'];
    for (const operation of logoCalls) {
      expect(ADMIN_OPERATIONS[operation]).toBe('change enterprises and tenants');
      expect(mayDo('SUPER_ADMIN', ADMIN_OPERATIONS[operation])).toBe(true);
      expect(mayDo('SUPER_DATA_ADMIN', ADMIN_OPERATIONS[operation])).toBe(false);
      expect(mayDo('ENTERPRISE_ADMIN', ADMIN_OPERATIONS[operation])).toBe(false);
    }
  });
});
