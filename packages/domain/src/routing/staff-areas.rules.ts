import type { DeploymentVariantOrUnknown } from '../catalog/deployment-variant.js';
import { canUseVehicleMenus } from './deployment-variant.rules.js';
import { normalizePathname } from './query-string.js';
import { rolesThatMay } from '../session/admin-permissions.rules.js';
import { ROLES, type Role } from '../session/role.js';

/**
 * The areas of the staff application and who may open them. Spec 1 §6 says "which role may do what
 * beyond the rules above is not shown", so this table is ours: everyone works the lead manager;
 * the global inbox variants are for the super messaging roles (they show response times to them);
 * admin areas are for the admin roles; every role's landing route (spec 1 §2) is one of its areas.
 */
export type StaffAreaSection = 'Conversations' | 'Service' | 'Insight' | 'Administration';

export type StaffArea = {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly section: StaffAreaSection;
  readonly roles: readonly Role[];
  /** Spec 1 §6: the minder/mileage and Appointment Search items, limited in some deployments. */
  readonly vehicleMenu?: true;
};

const EVERYONE = ROLES;
const SUPER_MESSAGING: readonly Role[] = ['SUPER_USER', 'SUPER_DATA_ADMIN'];
/** The roles that work leads day to day (all but the two platform administrators). */
const LEAD_WORKERS: readonly Role[] = ROLES.filter(
  (role) => role !== 'SUPER_ADMIN' && role !== 'SUPER_ACCESS_ADMIN',
);
const MANAGERS: readonly Role[] = [
  'OFFICE_MANAGER',
  'DIVISION_MANAGER',
  'CORPORATE_ADMIN',
  'ENTERPRISE_ADMIN',
  'SUPER_DATA_ADMIN',
  'SUPER_ADMIN',
  'SUPER_USER',
];
const ADMINS: readonly Role[] = [
  'CORPORATE_ADMIN',
  'ENTERPRISE_ADMIN',
  'SUPER_DATA_ADMIN',
  'SUPER_ADMIN',
  'SUPER_USER',
];

const area = (
  id: string,
  path: string,
  title: string,
  section: StaffAreaSection,
  roles: readonly Role[],
  vehicleMenu?: true,
): StaffArea => Object.freeze({ id, path, title, section, roles, ...(vehicleMenu && { vehicleMenu }) });

/** In the order the navigation lists them. */
export const STAFF_AREAS: readonly StaffArea[] = [
  area('lead-manager', '/leadmanager', 'Lead manager', 'Conversations', EVERYONE),
  area('global-inbox', '/leadmanager/globalinbox', 'Global inbox', 'Conversations', SUPER_MESSAGING),
  area(
    'global-inbox-zero',
    '/leadmanager/globalinbox0',
    'Global inbox zero',
    'Conversations',
    SUPER_MESSAGING,
  ),
  area(
    'max-response-time',
    '/leadmanager/max-response-time',
    'Max response time',
    'Conversations',
    SUPER_MESSAGING,
  ),
  area('planners', '/planners', 'Service planners', 'Service', LEAD_WORKERS),
  area('appointments', '/appointments', 'Appointment manager', 'Service', LEAD_WORKERS),
  area('appointment-search', '/appointment-search', 'Appointment search', 'Service', LEAD_WORKERS, true),
  area('vehicle-mileage', '/vehicle-mileage', 'VMR minder and mileage', 'Service', LEAD_WORKERS, true),
  area('service-board', '/service-board', 'Service-order board', 'Service', LEAD_WORKERS),
  area('customers', '/customers', 'Customers and vehicles', 'Service', LEAD_WORKERS),
  area('reports', '/reports', 'Reports', 'Insight', MANAGERS),
  area('imports', '/imports', 'Lead imports', 'Administration', ADMINS),
  area('mailing-lists', '/mailing-lists', 'Mailing lists', 'Administration', [...ADMINS, 'OFFICE_MANAGER']),
  // The admin areas open to the roles of the admin permission table (session/admin-permissions.rules.ts).
  area('settings', '/settings', 'Settings', 'Administration', rolesThatMay('see settings')),
  area('user-management', '/user-management', 'User management', 'Administration', rolesThatMay('see users')),
  area(
    'company-master-list',
    '/CompanyMasterList',
    'Company master list',
    'Administration',
    rolesThatMay('see the company master list'),
  ),
  area(
    'enterprise',
    '/enterprise',
    'Enterprises',
    'Administration',
    rolesThatMay('change enterprises and tenants'),
  ),
  area('developer', '/developer', 'Developer area', 'Administration', rolesThatMay('use the developer area')),
  // Carrier events the server could not store (issue 13): platform plumbing, for the super user alone.
  area('rejected-inbound-events', '/rejected-inbound-events', 'Rejected carrier events', 'Administration', [
    'SUPER_USER',
  ]),
];

export function mayOpenArea(area: StaffArea, role: Role, variant: DeploymentVariantOrUnknown): boolean {
  return area.roles.includes(role) && (!area.vehicleMenu || canUseVehicleMenus(variant, role));
}

/** The areas a role may open in a deployment variant, in navigation order. */
export function staffAreasFor(role: Role, variant: DeploymentVariantOrUnknown): readonly StaffArea[] {
  return STAFF_AREAS.filter((candidate) => mayOpenArea(candidate, role, variant));
}

/** The area an address belongs to (query ignored; /leadmanager/123 is the lead manager). */
export function staffAreaForPath(pathname: string): StaffArea | undefined {
  const path = normalizePathname(pathname.split(/[?#]/, 1)[0] ?? '/');
  const exact = STAFF_AREAS.find((candidate) => candidate.path === path);
  if (exact) return exact;
  return STAFF_AREAS.find((candidate) => path.startsWith(`${candidate.path}/`));
}
