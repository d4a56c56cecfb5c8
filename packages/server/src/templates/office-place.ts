import { dataScopeOf, scopeIncludes } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import { requireEnterprise } from './template-access.js';
import { TemplatePlaceRepository } from './template-place.repository.js';
import { enterpriseNotFound, OFFICE_NOT_FOUND } from './template.messages.js';

/** A company and one of its offices (null: the whole company), as companyId and officeId name them. */
export type OfficePlace = { readonly enterpriseId: number; readonly storeId: number | null };

const positiveId = (text: string): number | undefined => {
  const trimmed = text.trim();
  return /^[1-9][0-9]{0,9}$/.test(trimmed) && Number(trimmed) <= 2_147_483_647 ? Number(trimmed) : undefined;
};

/**
 * The company must be one the user works in; the office (empty: the whole company) one of its stores
 * inside the user's data scope. Either outside is reported as not found, like a missing one.
 */
export async function resolveOfficePlace(
  db: Queryable,
  principal: Principal,
  companyId: string,
  officeId: string,
): Promise<OfficePlace> {
  const enterpriseId = positiveId(companyId);
  if (enterpriseId === undefined) throw notFound(enterpriseNotFound(companyId));
  await requireEnterprise(db, principal, enterpriseId);
  if (officeId.trim() === '') return { enterpriseId, storeId: null };
  const storeId = positiveId(officeId);
  const store =
    storeId === undefined
      ? undefined
      : await new TemplatePlaceRepository(db).storeOfEnterprise(storeId, enterpriseId);
  if (!store || !scopeIncludes(dataScopeOf(principal), store.id, enterpriseId))
    throw notFound(OFFICE_NOT_FOUND);
  return { enterpriseId, storeId: store.id };
}
