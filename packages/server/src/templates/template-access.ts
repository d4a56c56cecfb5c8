import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import { TemplatePlaceRepository } from './template-place.repository.js';
import { enterpriseNotFound } from './template.messages.js';

/**
 * Who may see and change custom templates. Spec 1 §6 names no template role rule, and its picker
 * offers edit and delete on both tabs, so the server checks data scope and ownership:
 * - a Personal template is its owner's alone (anyone else is told it does not exist);
 * - a Group template belongs to an enterprise; every user of that enterprise (super roles: any
 *   enterprise) may see, use and change it.
 */
export type TemplateOwnership = { readonly enterpriseId: number; readonly userId: number | null };

export const mayWorkInEnterprise = (principal: Principal, enterpriseId: number): boolean =>
  dataScopeOf(principal).kind === 'all' || principal.enterpriseId === enterpriseId;

export const mayUseTemplate = (principal: Principal, template: TemplateOwnership): boolean =>
  template.userId === null
    ? mayWorkInEnterprise(principal, template.enterpriseId)
    : template.userId === principal.userId;

/** An enterprise outside the user's scope, or none at all, is reported as not found. */
export async function requireEnterprise(
  db: Queryable,
  principal: Principal,
  enterpriseId: number,
): Promise<void> {
  const known =
    mayWorkInEnterprise(principal, enterpriseId) &&
    (await new TemplatePlaceRepository(db).enterpriseExists(enterpriseId));
  if (!known) throw notFound(enterpriseNotFound(enterpriseId));
}
