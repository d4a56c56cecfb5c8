import { describe, expect, it } from 'vitest';
import { STAFF_AREAS } from '../routing/staff-areas.rules.js';
import { actsOnEveryEnterprise, ADMIN_ACTIONS, mayDo, rolesThatMay } from './admin-permissions.rules.js';
import { ROLES } from './role-names.js';

describe('the admin permission table (issue 20)', () => {
  it('keeps administration away from the roles that work leads', () => {
    for (const role of ['SALES_REP', 'OFFICE_USER', 'OFFICE_MANAGER', 'DIVISION_MANAGER'] as const)
      expect(ADMIN_ACTIONS.filter((action) => mayDo(role, action))).toEqual([]);
  });

  it('lets an enterprise admin run their own users and stores, but not the platform', () => {
    expect(mayDo('ENTERPRISE_ADMIN', 'block users')).toBe(true);
    expect(mayDo('ENTERPRISE_ADMIN', 'change stores and BOCs')).toBe(true);
    expect(mayDo('ENTERPRISE_ADMIN', 'change enterprises and tenants')).toBe(false);
    expect(mayDo('ENTERPRISE_ADMIN', 'use the developer area')).toBe(false);
    expect(actsOnEveryEnterprise('ENTERPRISE_ADMIN')).toBe(false);
  });

  it('gives the access admin the users and nothing else', () => {
    expect(ADMIN_ACTIONS.filter((action) => mayDo('SUPER_ACCESS_ADMIN', action))).toEqual([
      'see users',
      'invite users',
      'change users',
      'block users',
      'delete guests',
      'see the admin log',
    ]);
  });

  it('opens each admin area of the navigation to exactly the roles the table names', () => {
    const areaRoles = (id: string) => [...(STAFF_AREAS.find((area) => area.id === id)?.roles ?? [])].sort();
    expect(areaRoles('user-management')).toEqual([...rolesThatMay('see users')].sort());
    expect(areaRoles('settings')).toEqual([...rolesThatMay('see settings')].sort());
    expect(areaRoles('company-master-list')).toEqual([...rolesThatMay('see the company master list')].sort());
    expect(areaRoles('developer')).toEqual([...rolesThatMay('use the developer area')].sort());
    expect(ROLES.filter((role) => mayDo(role, 'use the developer area'))).not.toContain('ENTERPRISE_ADMIN');
  });
});
