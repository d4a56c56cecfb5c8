/* The role, level and division vocabularies, free of zod so the public pages' routing stays light. */
/** The twelve roles of spec 1 §6. A user's first role is the one that counts. */
export const ROLES = [
  'OFFICE_MANAGER',
  'DIVISION_MANAGER',
  'SALES_REP',
  'CORPORATE_ADMIN',
  'CORPORATE_USER',
  'SUPER_DATA_ADMIN',
  'SUPER_ADMIN',
  'SUPER_ACCESS_ADMIN',
  'ENTERPRISE_ADMIN',
  'ENTERPRISE_USER',
  'OFFICE_USER',
  'SUPER_USER',
] as const;

export type Role = (typeof ROLES)[number];

/** Default selected role in client state (spec 1 §6). */
export const DEFAULT_ROLE: Role = 'ENTERPRISE_USER';

export const EMPLOYEE_LEVELS = ['ENTERPRISE', 'CORPORATE', 'BOC', 'OFFICE', 'SUPER'] as const;
export type EmployeeLevel = (typeof EMPLOYEE_LEVELS)[number];

export const DIVISION_IDS = ['DIV001', 'DIV002', 'DIV003', 'DIV004', 'DIV005'] as const;
export type DivisionId = (typeof DIVISION_IDS)[number];

/** Spec 1 §6 division names. */
export const DIVISION_NAMES: Readonly<Record<DivisionId, string>> = {
  DIV001: 'Sales',
  DIV002: 'BUY',
  DIV003: 'Extended Pre Sales',
  DIV004: 'Service',
  DIV005: 'Renewal Expired',
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
