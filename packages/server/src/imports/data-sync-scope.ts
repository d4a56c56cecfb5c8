import { STAFF_AREAS, type FileUploadReportType } from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import { notFound } from '../http/http-error.js';
import type { DataSyncScopeRepository, ScopedBatch } from './data-sync-scope.repository.js';

const IMPORT_ROLES = STAFF_AREAS.find((area) => area.id === 'imports')?.roles ?? [];

export const NO_SUCH_ENTERPRISE = 'No such enterprise.';
export const NO_SUCH_STORE = 'No such store in this BOC and enterprise.';
export const NO_SUCH_FILE_REPORT = 'No such file report.';

/** Only the roles whose navigation shows the imports screen may upload files or read what they brought. */
export function requireImportRole(principal: Principal): void {
  requireRole(principal, (role) => IMPORT_ROLES.includes(role));
}

/** Whether the user's data scope reaches the enterprise (an enterprise outside it reads as unknown). */
export async function requireEnterprise(
  scopes: DataSyncScopeRepository,
  principal: Principal,
  enterpriseId: number,
): Promise<void> {
  const scope = dataScopeOf(principal);
  const inScope =
    scope.kind === 'all' || (scope.kind === 'enterprise' && scope.enterpriseId === enterpriseId);
  if (!inScope || !(await scopes.enterpriseExists(enterpriseId))) throw notFound(NO_SUCH_ENTERPRISE);
}

/** The upload's store must belong to its BOC and enterprise, all within the user's scope. */
export async function requireStore(
  scopes: DataSyncScopeRepository,
  principal: Principal,
  place: { readonly enterpriseId: number; readonly bocId: number; readonly storeId: number },
): Promise<void> {
  await requireEnterprise(scopes, principal, place.enterpriseId);
  const scope = dataScopeOf(principal);
  if (scope.kind === 'store' && scope.storeId !== place.storeId) throw notFound(NO_SUCH_STORE);
  if (!(await scopes.storeOf(place.enterpriseId, place.bocId, place.storeId))) throw notFound(NO_SUCH_STORE);
}

/** A file report in the user's scope, of one of `fileTypes`; anything else reads as unknown (404). */
export async function requireBatch(
  scopes: DataSyncScopeRepository,
  principal: Principal,
  batchId: number,
  fileTypes?: readonly FileUploadReportType[],
): Promise<ScopedBatch> {
  const batch = await scopes.batch(batchId, dataScopeOf(principal));
  if (!batch || (fileTypes && !(fileTypes as readonly string[]).includes(batch.fileType)))
    throw notFound(NO_SUCH_FILE_REPORT);
  return batch;
}
