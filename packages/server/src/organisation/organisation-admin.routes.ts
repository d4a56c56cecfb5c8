import { LOGO_TOO_LARGE, MAX_LOGO_BYTES } from '@torque/domain';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { readMultipartBody } from '../uploads/multipart-body.js';
import { FILE_REQUIRED } from '../uploads/upload.routes.js';
import type { OrganisationAdminService } from './organisation-admin.service.js';
import type { StoreAdminService } from './store-admin.service.js';

type AdminOperations =
  | 'createEnterprise'
  | 'updateEnterprise'
  | 'createTenant'
  | 'renameTenant'
  | 'updateTenantAiva'
  | 'createBoc'
  | 'renameBoc'
  | 'createStore'
  | 'updateStore'
  | 'addEnterpriseLogo'
  | 'updateEnterpriseLogo';

/**
 * The logo's bytes from the multipart body (field 'file'). Reading stops at the upload limit; the
 * logo limit (256 KB) and its kind are the domain's rule, checked by the service.
 */
const logoBytes = (request: FastifyRequest) => (): Promise<Buffer> =>
  readMultipartBody(request, async () => {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(FILE_REQUIRED);
    const bytes = await part.toBuffer().catch((error: unknown) => {
      throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
        ? badRequest(LOGO_TOO_LARGE)
        : error;
    });
    return bytes.length > MAX_LOGO_BYTES ? bytes.subarray(0, MAX_LOGO_BYTES + 1) : bytes;
  });

/** The organisation changes; each service call checks the admin permission table and logs the change. */
export function organisationAdminHandlers(
  organisation: OrganisationAdminService,
  stores: StoreAdminService,
): Pick<OperationHandlers, AdminOperations> {
  return {
    createEnterprise: async (request) => organisation.createEnterprise(principalOf(request), request.body),
    updateEnterprise: async (request) =>
      organisation.updateEnterprise(principalOf(request), request.params.enterpriseId, request.body),
    createTenant: async (request) => organisation.createTenant(principalOf(request), request.body),
    renameTenant: async (request) =>
      organisation.renameTenant(principalOf(request), request.params.tenantId, request.body.name),
    updateTenantAiva: async (request) =>
      organisation.setAivaFile(principalOf(request), request.params.tenantId, request.body.aivaFileName),
    createBoc: async (request) => {
      const { id, bocId, bocName } = await stores.createBoc(principalOf(request), request.body);
      return { id, bocId, bocName };
    },
    renameBoc: async (request) => {
      const boc = await stores.renameBoc(principalOf(request), request.params.bocId, request.body.bocName);
      return { id: boc.id, bocId: boc.bocId, bocName: boc.bocName };
    },
    createStore: async (request) => stores.createStore(principalOf(request), request.body),
    updateStore: async (request) =>
      stores.updateStore(principalOf(request), request.params.storeId, request.body),
    // The service checks the caller's role before it reads the body.
    addEnterpriseLogo: async (request) =>
      organisation.saveLogo(principalOf(request), request.params.enterpriseId, logoBytes(request)),
    updateEnterpriseLogo: async (request) =>
      organisation.saveLogo(principalOf(request), request.params.enterpriseId, logoBytes(request)),
  };
}
