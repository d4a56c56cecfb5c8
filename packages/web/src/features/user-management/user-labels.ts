import { DIVISION_IDS, DIVISION_NAMES, type Role } from '@torque/domain';

/** A role as people read it: SALES_REP → Sales rep. */
export const roleLabel = (role: Role): string => {
  const words = role.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const DIVISION_OPTIONS = DIVISION_IDS.map((id) => ({ value: id, label: DIVISION_NAMES[id] }));

export const fullName = (user: { readonly firstName: string; readonly lastName: string }): string =>
  `${user.firstName} ${user.lastName}`.trim();
