import { STAFF_AREAS } from '@torque/domain';
import { dataScopeOf, scopeIncludes } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import { RepairOrderRepository } from './repair-order.repository.js';

export const STORE_NOT_FOUND = 'Store not found.';
const BOARD_ROLES = STAFF_AREAS.find((area) => area.id === 'service-board')?.roles ?? [];

/** The roles that may open the service-order board may read its repair orders, sales and opcodes. */
export function requireServiceLaneRole(principal: Principal): void {
  requireRole(principal, (role) => BOARD_ROLES.includes(role));
}

/**
 * The store, when the user may see it (and it belongs to the BOC named in the path); a store outside
 * the user's scope is reported exactly like a missing one.
 */
export async function requireVisibleStore(
  db: Queryable,
  principal: Principal,
  storeId: number,
  bocId?: number,
): Promise<{ id: number; office_time_zone: string }> {
  requireServiceLaneRole(principal);
  const store = await new RepairOrderRepository(db).store(storeId);
  if (
    !store ||
    (bocId !== undefined && store.boc_id !== bocId) ||
    !scopeIncludes(dataScopeOf(principal), store.id, store.enterprise_id)
  )
    throw notFound(STORE_NOT_FOUND);
  return store;
}
