import type { Role } from './role-names.js';

/**
 * Who may do what in administration (issue 20). Spec 2 §6: "which role may call them is not shown",
 * so this table is ours. The server checks it on every admin call and the web app hides what a role
 * may not do; the navigation's admin areas are derived from it. Reading stores, BOCs and brands inside
 * one's own data scope (the pickers of other screens) is not an admin action and is open to all staff.
 */
export const ADMIN_ACTIONS = [
  'see users',
  'invite users',
  'change users',
  'block users',
  'delete guests',
  'see the admin log',
  'see the company master list',
  'change enterprises and tenants',
  'change stores and BOCs',
  'manage messaging numbers',
  'see settings',
  'change settings',
  'manage schedulers',
  'use the developer area',
] as const;

export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const SUPER_USER_ONLY: readonly Role[] = ['SUPER_USER'];
/** The platform's own people, who see every enterprise. */
const PLATFORM: readonly Role[] = ['SUPER_USER', 'SUPER_ADMIN'];
const USER_ADMINS: readonly Role[] = [...PLATFORM, 'SUPER_ACCESS_ADMIN', 'ENTERPRISE_ADMIN'];
const SETTINGS_EDITORS: readonly Role[] = [...PLATFORM, 'SUPER_DATA_ADMIN', 'ENTERPRISE_ADMIN'];

/** The table, in the order the README prints it. */
export const ADMIN_PERMISSIONS: Readonly<Record<AdminAction, readonly Role[]>> = {
  'see users': USER_ADMINS,
  'invite users': USER_ADMINS,
  'change users': USER_ADMINS,
  'block users': USER_ADMINS,
  'delete guests': USER_ADMINS,
  'see the admin log': USER_ADMINS,
  'see the company master list': [...PLATFORM, 'ENTERPRISE_ADMIN'],
  'change enterprises and tenants': PLATFORM,
  'change stores and BOCs': [...PLATFORM, 'ENTERPRISE_ADMIN'],
  // Buying a number costs money and changes what customers see: the platform and its data admins.
  'manage messaging numbers': [...PLATFORM, 'SUPER_DATA_ADMIN'],
  'see settings': [...SETTINGS_EDITORS, 'CORPORATE_ADMIN'],
  'change settings': SETTINGS_EDITORS,
  'manage schedulers': SETTINGS_EDITORS,
  'use the developer area': [...SUPER_USER_ONLY, 'SUPER_ADMIN', 'SUPER_DATA_ADMIN'],
};

export function mayDo(role: Role, action: AdminAction): boolean {
  return ADMIN_PERMISSIONS[action].includes(role);
}

/** The roles that may do an action, for a navigation area or a hidden button. */
export function rolesThatMay(action: AdminAction): readonly Role[] {
  return ADMIN_PERMISSIONS[action];
}

/**
 * Roles that act on every enterprise; the others act inside their own enterprise only (an enterprise
 * admin never sees or changes another enterprise's users, stores or settings).
 */
export const PLATFORM_ADMIN_ROLES: readonly Role[] = [
  'SUPER_USER',
  'SUPER_ADMIN',
  'SUPER_ACCESS_ADMIN',
  'SUPER_DATA_ADMIN',
];

export function actsOnEveryEnterprise(role: Role): boolean {
  return PLATFORM_ADMIN_ROLES.includes(role);
}
