import { actsOnEveryEnterprise, mayDo, type AdminAction, type Clock } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import { principalName } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { forbidden, notFound } from '../http/http-error.js';
import { AdminLogRepository } from './admin-log.repository.js';

export const NOT_YOUR_ROLE = 'Your role may not do this.';
export const NOT_YOUR_ENTERPRISE = 'This belongs to another enterprise.';

/** The admin permission table (domain session/admin-permissions.rules.ts), checked on every admin call. */
export function requireAdminAction(principal: Principal, action: AdminAction): void {
  if (!mayDo(principal.role, action)) throw forbidden(NOT_YOUR_ROLE);
}

/** Platform roles act on every enterprise; the others on their own only (a 404 would hide it, a 403 says why). */
export function requireEnterpriseInReach(principal: Principal, enterpriseId: number | null): void {
  if (enterpriseId === null) throw notFound('Not found.');
  if (!actsOnEveryEnterprise(principal.role) && enterpriseId !== principal.enterpriseId)
    throw forbidden(NOT_YOUR_ENTERPRISE);
}

/** The enterprise an admin's lists are limited to, or undefined for every enterprise. */
export function enterpriseReachOf(principal: Principal): number | undefined {
  return actsOnEveryEnterprise(principal.role) ? undefined : principal.enterpriseId;
}

/**
 * Records an admin action in the admin log. Call it with the transaction that made the change, so a
 * change is never without its entry and an entry never without its change.
 */
export async function recordAdminAction(
  q: Queryable,
  clock: Clock,
  principal: Principal,
  entry: {
    readonly action: AdminAction;
    readonly subject: string;
    readonly enterpriseId: number | null;
    readonly detail?: string;
  },
): Promise<void> {
  await new AdminLogRepository(q).record({
    at: clock.now(),
    actorUserId: principal.userId,
    actorName: principalName(principal),
    action: entry.action,
    subject: entry.subject,
    enterpriseId: entry.enterpriseId,
    detail: entry.detail ?? '',
  });
}
