import { ADMIN_OPERATIONS, type AdminAction } from '@torque/domain';
import type { onRequestAsyncHookHandler } from 'fastify';
import { principalOf } from '../auth/authenticate.hook.js';
import type { RouteAuthorisations } from '../http/openapi-routes.js';
import { requireAdminAction } from './admin-permission.js';

const checkOf =
  (action: AdminAction): onRequestAsyncHookHandler =>
  async (request) =>
    requireAdminAction(principalOf(request), action);

/**
 * The admin permission table on every admin call's route (domain session/admin-operations.rules.ts):
 * a role that may not make the call gets its 403 before its body is read, parsed or validated. The
 * services check the same action again where they act.
 */
export function adminOperationChecks(): RouteAuthorisations {
  return Object.fromEntries(
    Object.entries(ADMIN_OPERATIONS).map(([operation, action]) => [operation, checkOf(action)]),
  );
}
