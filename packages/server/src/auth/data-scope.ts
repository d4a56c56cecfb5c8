import type { Role } from '@torque/domain';
import type { SqlParams } from '../db/sql-params.js';
import type { Principal } from './principal.js';

/** Which leads, customers and stores a user may see. */
export type DataScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'enterprise'; readonly enterpriseId: number }
  | { readonly kind: 'store'; readonly storeId: number };

const PLATFORM_ROLES: readonly Role[] = [
  'SUPER_USER',
  'SUPER_DATA_ADMIN',
  'SUPER_ADMIN',
  'SUPER_ACCESS_ADMIN',
];
const ENTERPRISE_ROLES: readonly Role[] = [
  'ENTERPRISE_ADMIN',
  'ENTERPRISE_USER',
  'CORPORATE_ADMIN',
  'CORPORATE_USER',
];

/**
 * Super roles see every enterprise, enterprise and corporate roles their enterprise, store
 * roles their store. A store role without a store sees nothing rather than everything.
 */
export function dataScopeOf(principal: Principal): DataScope {
  if (PLATFORM_ROLES.includes(principal.role)) return { kind: 'all' };
  if (ENTERPRISE_ROLES.includes(principal.role))
    return { kind: 'enterprise', enterpriseId: principal.enterpriseId };
  return { kind: 'store', storeId: principal.storeId ?? 0 };
}

/** A SQL condition limiting a store table alias to the scope. */
export function scopeCondition(scope: DataScope, storeAlias: string, params: SqlParams): string {
  switch (scope.kind) {
    case 'all':
      return 'TRUE';
    case 'enterprise':
      return `${storeAlias}.enterprise_id = ${params.add(scope.enterpriseId)}`;
    case 'store':
      return `${storeAlias}.id = ${params.add(scope.storeId)}`;
  }
}

/** The same scope rule in memory, for a record that names its store and enterprise. */
export function scopeIncludes(scope: DataScope, storeId: number, enterpriseId: number): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'enterprise':
      return enterpriseId === scope.enterpriseId;
    case 'store':
      return storeId === scope.storeId;
  }
}
