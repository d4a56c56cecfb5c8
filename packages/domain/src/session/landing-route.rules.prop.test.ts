import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { arbUserSession, propertyConfig } from '../testing/index.js';
import { landingRouteFor } from './landing-route.rules.js';

const SPECIAL = ['SUPER_ADMIN', 'SUPER_ACCESS_ADMIN', 'ENTERPRISE_ADMIN'];
const arbModes = () =>
  fc.record({ superAdminToEnterprise: fc.boolean(), accessAdminToUserManagement: fc.boolean() });

describe('landingRouteFor (spec 1 §2)', () => {
  it('lands every role but SUPER_ADMIN, SUPER_ACCESS_ADMIN and ENTERPRISE_ADMIN on /leadmanager, in any mode', () => {
    const ordinary = arbUserSession().filter((session) => !SPECIAL.includes(session.roles[0] ?? ''));
    fc.assert(
      fc.property(
        ordinary,
        arbModes(),
        (session, modes) => landingRouteFor(session, modes) === '/leadmanager',
      ),
      propertyConfig(),
    );
  });

  it('lands an ENTERPRISE_ADMIN on its own enterprise list exactly when of level ENTERPRISE without a tenant', () => {
    const admin = arbUserSession().map((s) => ({ ...s, roles: ['ENTERPRISE_ADMIN' as const, ...s.roles] }));
    fc.assert(
      fc.property(admin, arbModes(), (session, modes) => {
        const route = landingRouteFor(session, modes);
        const ownList = session.empLevel === 'ENTERPRISE' && !session.tenant;
        return (
          route === (ownList ? `/CompanyMasterList?enterprise=${session.enterprise.id}` : '/leadmanager')
        );
      }),
      propertyConfig(),
    );
  });
});
