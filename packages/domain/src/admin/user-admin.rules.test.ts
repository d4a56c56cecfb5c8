import { describe, expect, it } from 'vitest';
import { employeeLevelFor, roleNeedsStore, userAdminRefusal } from './user-admin.rules.js';

const superAdmin = { userId: 1, role: 'SUPER_ADMIN' as const, enterpriseId: 1 };
const enterpriseAdmin = { userId: 2, role: 'ENTERPRISE_ADMIN' as const, enterpriseId: 1 };
const rep = {
  userId: 3,
  role: 'SALES_REP' as const,
  enterpriseId: 1,
  lastSignedInAt: '2026-11-01T00:00:00Z',
};

describe('user admin rules, by example', () => {
  it('lets a super admin block a sales rep, but not delete one who has signed in', () => {
    expect(userAdminRefusal(superAdmin, rep, { kind: 'block' })).toBeNull();
    expect(userAdminRefusal(superAdmin, rep, { kind: 'delete-guest' })?.code).toBe('not-a-guest');
    expect(
      userAdminRefusal(superAdmin, { ...rep, lastSignedInAt: null }, { kind: 'delete-guest' }),
    ).toBeNull();
  });

  it('keeps an enterprise admin inside their enterprise and below the platform roles', () => {
    expect(userAdminRefusal(enterpriseAdmin, { ...rep, enterpriseId: 2 }, { kind: 'block' })?.code).toBe(
      'enterprise',
    );
    const platform = { ...rep, role: 'SUPER_DATA_ADMIN' as const };
    expect(userAdminRefusal(enterpriseAdmin, platform, { kind: 'block' })?.code).toBe('above-you');
    expect(userAdminRefusal(enterpriseAdmin, rep, { kind: 'change', role: 'SUPER_ADMIN' })?.code).toBe(
      'role-not-grantable',
    );
  });

  it('lets an admin rename themselves but not change their own role', () => {
    const self = { ...superAdmin, lastSignedInAt: null };
    expect(userAdminRefusal(superAdmin, self, { kind: 'change' })).toBeNull();
    expect(userAdminRefusal(superAdmin, self, { kind: 'change', role: 'SALES_REP' })?.code).toBe('yourself');
  });

  it('gives store roles the OFFICE level and a store', () => {
    expect(employeeLevelFor('SALES_REP')).toBe('OFFICE');
    expect(employeeLevelFor('SUPER_USER')).toBe('SUPER');
    expect(roleNeedsStore('OFFICE_MANAGER')).toBe(true);
    expect(roleNeedsStore('CORPORATE_ADMIN')).toBe(false);
  });
});
