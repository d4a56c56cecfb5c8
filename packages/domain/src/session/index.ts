/**
 * The session context's public surface (`@torque/domain/session`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export {
  DEFAULT_ROLE,
  DIVISION_IDS,
  DIVISION_NAMES,
  type DivisionId,
  EMPLOYEE_LEVELS,
  type EmployeeLevel,
  type Role,
  ROLES,
  RoleSchema,
} from './role.js';
export * from './user-session.schema.js';
export * from './primary-role.js';
export * from './landing-route.rules.js';
export * from './permissions.rules.js';
export * from './admin-permissions.rules.js';
export * from './admin-operations.rules.js';
export * from './session-store.port.js';
export * from './auth-gateway.port.js';
export { officeScopeOf, type OfficeScope } from './office-scope.js';
export * from './sign-in-throttle.rules.js';
export { viewerTimeZone } from './viewer-time-zone.rules.js';
