import { STAFF_AREAS } from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import { notFound } from '../http/http-error.js';

export const TENANT_NOT_FOUND = 'Tenant not found.';
export const LIST_NOT_FOUND = 'Mailing list not found.';

const MAILING_LIST_ROLES = STAFF_AREAS.find((area) => area.id === 'mailing-lists')?.roles ?? [];

/**
 * Only the roles whose navigation shows Mailing lists may use them (403 otherwise), and only on their
 * own enterprise (the tenant); super roles may work on any. Another tenant's lists answer 404, as if
 * they did not exist.
 */
export function requireMailingListTenant(principal: Principal, tenantId: number): void {
  requireRole(principal, (role) => MAILING_LIST_ROLES.includes(role));
  if (dataScopeOf(principal).kind !== 'all' && principal.enterpriseId !== tenantId)
    throw notFound(TENANT_NOT_FOUND);
}
