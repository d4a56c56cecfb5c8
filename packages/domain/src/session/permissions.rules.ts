import type { Role } from './role.js';

const SUPER_MESSAGING_ROLES: readonly Role[] = ['SUPER_DATA_ADMIN', 'SUPER_USER'];

/** Archived messages are visible only to SUPER_DATA_ADMIN (spec 1 §6). */
export const canSeeArchivedMessages = (role: Role): boolean => role === 'SUPER_DATA_ADMIN';

/** Internal notes are seen by SUPER_DATA_ADMIN and SUPER_USER (spec 1 §6). */
export const canSeeInternalNotes = (role: Role): boolean => SUPER_MESSAGING_ROLES.includes(role);

/** The message option menu is for SUPER_DATA_ADMIN or SUPER_USER only (spec 1 §6). */
export const canUseMessageOptions = (role: Role): boolean => SUPER_MESSAGING_ROLES.includes(role);

/** The delay colour code applies only to SUPER_DATA_ADMIN or SUPER_USER (spec 1 §6). */
export const canSeeDelayColours = (role: Role): boolean => SUPER_MESSAGING_ROLES.includes(role);

const ONLY_VIEWING_ROLES: readonly Role[] = ['ENTERPRISE_USER', 'CORPORATE_USER', 'OFFICE_USER'];

/** Handoffs, DT and the AI switch are hidden for enterprise, corporate or office users (spec 1 §6). */
export const canUseOptionsPopover = (role: Role): boolean => !ONLY_VIEWING_ROLES.includes(role);
