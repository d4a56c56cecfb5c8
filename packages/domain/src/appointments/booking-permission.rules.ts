import type { Role } from '../session/role.js';

const VIEWING_ONLY_ROLES: readonly Role[] = ['ENTERPRISE_USER', 'CORPORATE_USER', 'OFFICE_USER'];

/**
 * Who may book, cancel or split an appointment for a lead: everyone but the viewing-only users (the
 * line spec 1 §6 draws for the options popover). Every role may look at availability in its scope.
 */
export const canBookAppointments = (role: Role): boolean => !VIEWING_ONLY_ROLES.includes(role);
