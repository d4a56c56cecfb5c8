import { describe, expect, it } from 'vitest';
import { sampleUserSession } from '../testing/samples.js';
import { landingRouteFor } from '../session/landing-route.rules.js';
import { ROLES } from '../session/role.js';
import { mayOpenArea, STAFF_AREAS, staffAreaForPath, staffAreasFor } from './staff-areas.rules.js';

describe('staff areas', () => {
  it.each(ROLES)('lets %s open its landing route and the lead manager', (role) => {
    const session = sampleUserSession({ roles: [role], empLevel: 'ENTERPRISE', tenant: null });
    for (const modes of [{}, { superAdminToEnterprise: true, accessAdminToUserManagement: true }]) {
      const landing = staffAreaForPath(landingRouteFor(session, modes));
      expect(landing && mayOpenArea(landing, role, 'unknown')).toBe(true);
    }
    expect(staffAreasFor(role, 'unknown').map((area) => area.id)).toContain('lead-manager');
  });

  it('limits the vehicle menus to super roles on the agent brand (spec 1 §6)', () => {
    const ids = (role: (typeof ROLES)[number], variant: 'agent' | 'maintenance') =>
      staffAreasFor(role, variant).map((area) => area.id);
    expect(ids('SALES_REP', 'agent')).not.toContain('appointment-search');
    expect(ids('SALES_REP', 'maintenance')).toContain('appointment-search');
    expect(ids('SUPER_USER', 'agent')).toContain('vehicle-mileage');
  });

  it('finds the area of an address', () => {
    expect(staffAreaForPath('/leadmanager/101')?.id).toBe('lead-manager');
    expect(staffAreaForPath('/leadmanager/globalinbox0/')?.id).toBe('global-inbox-zero');
    expect(staffAreaForPath('/CompanyMasterList?enterprise=1')?.id).toBe('company-master-list');
    expect(staffAreaForPath('/nowhere')).toBeUndefined();
    expect(new Set(STAFF_AREAS.map((area) => area.path)).size).toBe(STAFF_AREAS.length);
  });
});
