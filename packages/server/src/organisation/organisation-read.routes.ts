import { checkOfficeTimeZone, UI_SCREENS } from '@torque/domain';
import { enterpriseReachOf, requireEnterpriseInReach } from '../admin/admin-permission.js';
import { principalOf } from '../auth/authenticate.hook.js';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { requireVisibleLead } from '../leads/lead-access.js';
import { valueOr400, wholePage } from './organisation-checks.js';
import type { OrganisationAdminService } from './organisation-admin.service.js';
import { StoreCatalogueRepository } from './store-catalogue.repository.js';
import type { StoreAdminService } from './store-admin.service.js';

type ReadOperations =
  | 'listEnterprises'
  | 'listStores'
  | 'listBrands'
  | 'listBocs'
  | 'getStoresByBrandsAndZone'
  | 'getBrandTimezones'
  | 'getServiceInteractionStores'
  | 'getInteractionCustomerType'
  | 'getUiScreens'
  | 'listTenants'
  | 'getAivaFileNames'
  | 'getEnterpriseLogo'
  | 'listStoreDetails';

/** One page of a short list the server holds whole: page is zero-based, size 50 unless asked. */
const pageOf = <T>(data: T[], page = 0, size = 50) => ({
  data: data.slice(page * size, page * size + size),
  response: 'Success',
  total: data.length,
  size,
  page,
});

/**
 * The organisation reads. Store, BOC, brand and time-zone lists are the pickers of every screen:
 * open to all staff, never beyond their data scope (another enterprise's list is empty, not an error).
 * Tenants, assistant files and store details are the company master list's ('see the company master list').
 */
export function organisationReadHandlers(
  db: Database,
  organisation: OrganisationAdminService,
  stores: StoreAdminService,
): Pick<OperationHandlers, ReadOperations> {
  const catalogue = new StoreCatalogueRepository(db);
  return {
    listEnterprises: async (request) =>
      pageOf(await organisation.enterprises(principalOf(request)), request.query.page, request.query.size),
    listStores: async (request) => {
      const { enterpriseId, bocId, page, size } = request.query;
      const filter = { enterpriseId, bocIds: bocId === undefined ? undefined : [bocId] };
      return pageOf(await catalogue.stores(dataScopeOf(principalOf(request)), filter), page, size);
    },
    listBrands: async (request) =>
      wholePage(await catalogue.brands(dataScopeOf(principalOf(request)), request.query.enterpriseId)),
    listBocs: async (request) =>
      wholePage(
        (await stores.bocs(principalOf(request), request.query.enterpriseId)).map(
          ({ id, bocId, bocName }) => ({
            id,
            bocId,
            bocName,
          }),
        ),
      ),
    getStoresByBrandsAndZone: async (request) => {
      const zone = valueOr400(checkOfficeTimeZone(request.query.zone));
      const filter = { brands: request.query.brands, zone };
      return wholePage(await catalogue.stores(dataScopeOf(principalOf(request)), filter));
    },
    getBrandTimezones: async (request) =>
      wholePage(await catalogue.brandTimezones(dataScopeOf(principalOf(request)))),
    getServiceInteractionStores: async (request) =>
      wholePage(await catalogue.stores(dataScopeOf(principalOf(request)), request.body)),
    getInteractionCustomerType: async (request) => {
      const interactionId = request.params.interactionId;
      await requireVisibleLead(db, principalOf(request), interactionId);
      return { interactionId, customerType: await catalogue.customerType(interactionId) };
    },
    getUiScreens: async (request) => {
      const principal = principalOf(request);
      const enterpriseId = request.query.enterpriseId ?? enterpriseReachOf(principal);
      if (enterpriseId !== undefined) requireEnterpriseInReach(principal, enterpriseId);
      return wholePage(UI_SCREENS.map((screen) => ({ ...screen, enabled: true })));
    },
    listTenants: async (request) => wholePage(await organisation.tenants(principalOf(request))),
    getAivaFileNames: async (request) =>
      wholePage(await organisation.aivaFileNames(principalOf(request), request.params.tenantId)),
    getEnterpriseLogo: async (request) =>
      organisation.logo(principalOf(request), request.params.enterpriseId),
    listStoreDetails: async (request) =>
      wholePage(await stores.storeDetails(principalOf(request), request.query)),
  };
}
