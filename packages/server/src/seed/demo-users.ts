import type { DivisionId, EmployeeLevel, Role } from '@torque/domain';
import { DEMO_TENANT } from './demo-organisation.js';

export type DemoUser = {
  readonly firstName: string;
  readonly lastName: string;
  readonly empLevel: EmployeeLevel;
  /** DEMO_TENANT unless null (an enterprise admin without a tenant lands on the company list). */
  readonly tenant: string | null;
  readonly storeId: number | null;
  readonly divisionId: DivisionId;
  readonly color: string;
};

/** A Record over Role, so a thirteenth role fails the build until it has a demo user. */
export const DEMO_USERS: Readonly<Record<Role, DemoUser>> = {
  SUPER_USER: {
    firstName: 'Samantha',
    lastName: 'Ortiz',
    empLevel: 'SUPER',
    tenant: DEMO_TENANT,
    storeId: null,
    divisionId: 'DIV004',
    color: '#D81B60',
  },
  SUPER_DATA_ADMIN: {
    firstName: 'Daniel',
    lastName: 'Price',
    empLevel: 'SUPER',
    tenant: DEMO_TENANT,
    storeId: null,
    divisionId: 'DIV004',
    color: '#6D4C41',
  },
  SUPER_ADMIN: {
    firstName: 'Grace',
    lastName: 'Holloway',
    empLevel: 'SUPER',
    tenant: DEMO_TENANT,
    storeId: null,
    divisionId: 'DIV004',
    color: '#3949AB',
  },
  SUPER_ACCESS_ADMIN: {
    firstName: 'Victor',
    lastName: 'Nash',
    empLevel: 'SUPER',
    tenant: DEMO_TENANT,
    storeId: null,
    divisionId: 'DIV004',
    color: '#546E7A',
  },
  ENTERPRISE_ADMIN: {
    firstName: 'Helen',
    lastName: 'Whitaker',
    empLevel: 'ENTERPRISE',
    tenant: null,
    storeId: null,
    divisionId: 'DIV004',
    color: '#00ACC1',
  },
  ENTERPRISE_USER: {
    firstName: 'Omar',
    lastName: 'Haddad',
    empLevel: 'ENTERPRISE',
    tenant: DEMO_TENANT,
    storeId: null,
    divisionId: 'DIV004',
    color: '#7CB342',
  },
  CORPORATE_ADMIN: {
    firstName: 'Rachel',
    lastName: 'Kim',
    empLevel: 'CORPORATE',
    tenant: DEMO_TENANT,
    storeId: null,
    divisionId: 'DIV004',
    color: '#FDD835',
  },
  CORPORATE_USER: {
    firstName: 'Peter',
    lastName: 'Lindqvist',
    empLevel: 'CORPORATE',
    tenant: DEMO_TENANT,
    storeId: null,
    divisionId: 'DIV004',
    color: '#8D6E63',
  },
  OFFICE_MANAGER: {
    firstName: 'Marcus',
    lastName: 'Reed',
    empLevel: 'OFFICE',
    tenant: DEMO_TENANT,
    storeId: 1,
    divisionId: 'DIV004',
    color: '#1E88E5',
  },
  OFFICE_USER: {
    firstName: 'Angela',
    lastName: 'Brooks',
    empLevel: 'OFFICE',
    tenant: DEMO_TENANT,
    storeId: 1,
    divisionId: 'DIV004',
    color: '#8E24AA',
  },
  SALES_REP: {
    firstName: 'Dave',
    lastName: 'Kowalczyk',
    empLevel: 'OFFICE',
    tenant: DEMO_TENANT,
    storeId: 2,
    divisionId: 'DIV001',
    color: '#43A047',
  },
  DIVISION_MANAGER: {
    firstName: 'Kenji',
    lastName: 'Watanabe',
    empLevel: 'OFFICE',
    tenant: DEMO_TENANT,
    storeId: 3,
    divisionId: 'DIV004',
    color: '#00897B',
  },
};
