import { describe, expect, it } from 'vitest';
import { sampleUserSession } from '../testing/index.js';
import type { Role } from './role.js';
import { landingRouteFor } from './landing-route.rules.js';

const as = (role: Role, overrides: Parameters<typeof sampleUserSession>[0] = {}) =>
  sampleUserSession({ roles: [role], roleDtos: [{ name: role }], ...overrides });

describe('landingRouteFor (spec 1 §2 post-login landing by role)', () => {
  it.each<Role>(['OFFICE_MANAGER', 'DIVISION_MANAGER', 'SALES_REP', 'CORPORATE_ADMIN', 'SUPER_DATA_ADMIN'])(
    'lands %s on /leadmanager',
    (role) => {
      expect(landingRouteFor(as(role))).toBe('/leadmanager');
    },
  );

  it('lands SUPER_ADMIN on /CompanyMasterList, or /enterprise in that mode', () => {
    expect(landingRouteFor(as('SUPER_ADMIN'))).toBe('/CompanyMasterList');
    expect(landingRouteFor(as('SUPER_ADMIN'), { superAdminToEnterprise: true })).toBe('/enterprise');
  });

  it('lands SUPER_ACCESS_ADMIN on /user-management in that mode, otherwise /leadmanager', () => {
    expect(landingRouteFor(as('SUPER_ACCESS_ADMIN'), { accessAdminToUserManagement: true })).toBe(
      '/user-management',
    );
    expect(landingRouteFor(as('SUPER_ACCESS_ADMIN'))).toBe('/leadmanager');
  });

  it('lands an ENTERPRISE_ADMIN of level ENTERPRISE without a tenant on the enterprise company list', () => {
    expect(
      landingRouteFor(
        as('ENTERPRISE_ADMIN', { empLevel: 'ENTERPRISE', tenant: null, enterprise: { id: 59 } }),
      ),
    ).toBe('/CompanyMasterList?enterprise=59');
    expect(
      landingRouteFor(as('ENTERPRISE_ADMIN', { empLevel: 'ENTERPRISE', tenant: '', enterprise: { id: 7 } })),
    ).toBe('/CompanyMasterList?enterprise=7');
  });

  it('lands an ENTERPRISE_ADMIN with a tenant, or of another level, on /leadmanager', () => {
    expect(landingRouteFor(as('ENTERPRISE_ADMIN', { empLevel: 'ENTERPRISE', tenant: 'agent' }))).toBe(
      '/leadmanager',
    );
    expect(landingRouteFor(as('ENTERPRISE_ADMIN', { empLevel: 'OFFICE', tenant: null }))).toBe(
      '/leadmanager',
    );
  });

  it.each<Role>(['CORPORATE_USER', 'ENTERPRISE_USER', 'OFFICE_USER', 'SUPER_USER'])(
    'lands everyone else (%s) on /leadmanager',
    (role) => {
      expect(
        landingRouteFor(as(role), { superAdminToEnterprise: true, accessAdminToUserManagement: true }),
      ).toBe('/leadmanager');
    },
  );

  it('goes by the first role only', () => {
    expect(landingRouteFor(sampleUserSession({ roles: ['SALES_REP', 'SUPER_ADMIN'] }))).toBe('/leadmanager');
    expect(landingRouteFor(sampleUserSession({ roles: ['SUPER_ADMIN', 'SALES_REP'] }))).toBe(
      '/CompanyMasterList',
    );
  });
});
