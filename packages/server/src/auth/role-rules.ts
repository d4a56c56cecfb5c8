import { canUseMessageOptions, type Role } from '@torque/domain';
import { forbidden } from '../http/http-error.js';
import type { Principal } from './principal.js';

export const NOT_ALLOWED = 'Your role may not do this.';

/** Spec 1 §6: the message option menu (archive, log mode, intents, DT, action intents, response time). */
export function requireMessageOptions(principal: Principal): void {
  if (!canUseMessageOptions(principal.role)) throw forbidden(NOT_ALLOWED);
}

/** Any rule of the domain's permissions, checked on the server too. */
export function requireRole(principal: Principal, allowed: (role: Role) => boolean): void {
  if (!allowed(principal.role)) throw forbidden(NOT_ALLOWED);
}
