import { primaryRole } from './primary-role.js';
import type { UserSession } from './user-session.schema.js';

/** Tenant modes that change where some roles land (spec 1 §2); their names are not in the spec. */
export type LandingModes = {
  /** SUPER_ADMIN lands on /enterprise instead of /CompanyMasterList. */
  readonly superAdminToEnterprise?: boolean;
  /** SUPER_ACCESS_ADMIN lands on /user-management. */
  readonly accessAdminToUserManagement?: boolean;
};

export const LEAD_MANAGER_ROUTE = '/leadmanager';

/** Post-login landing by role (spec 1 §2 table). */
export function landingRouteFor(
  session: Pick<UserSession, 'roles' | 'empLevel' | 'tenant' | 'enterprise'>,
  modes: LandingModes = {},
): string {
  switch (primaryRole(session)) {
    case 'SUPER_ADMIN':
      return modes.superAdminToEnterprise ? '/enterprise' : '/CompanyMasterList';
    case 'SUPER_ACCESS_ADMIN':
      return modes.accessAdminToUserManagement ? '/user-management' : LEAD_MANAGER_ROUTE;
    case 'ENTERPRISE_ADMIN':
      return session.empLevel === 'ENTERPRISE' && !session.tenant
        ? `/CompanyMasterList?enterprise=${session.enterprise.id}`
        : LEAD_MANAGER_ROUTE;
    default:
      return LEAD_MANAGER_ROUTE;
  }
}
