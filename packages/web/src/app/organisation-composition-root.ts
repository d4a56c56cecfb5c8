import {
  HttpOrganisationAdminGateway,
  HttpSettingsGateway,
  HttpStoresGateway,
  type ApiClient,
} from '@torque/adapters';
import type { OrganisationPorts } from '../services/services';

/**
 * The company master list's and /enterprise's adapters, loaded with those screens rather than with
 * the lead manager: the store lists, the logo and tenant calls of the settings adapter, and the
 * organisation's creates and edits.
 */
export function createOrganisationPorts(client: ApiClient, onUnauthorized: () => void): OrganisationPorts {
  const stores = new HttpStoresGateway(client, { onUnauthorized });
  const settings = new HttpSettingsGateway(client, { onUnauthorized });
  const admin = new HttpOrganisationAdminGateway(client, { onUnauthorized });
  return {
    enterprises: (window) => stores.enterprises(window),
    updateEnterprise: (enterprise) => stores.updateEnterprise(enterprise),
    bocs: (enterpriseId) => stores.bocs(enterpriseId),
    brandTimezones: () => stores.brandTimezones(),
    logo: (enterpriseId) => settings.logo(enterpriseId),
    saveLogo: (enterpriseId, file, mode) => settings.saveLogo(enterpriseId, file, mode),
    tenants: () => settings.tenants(),
    aivaFileNames: (tenantId) => settings.aivaFileNames(tenantId),
    setTenantAivaFile: (tenantId, name) => settings.setTenantAivaFile(tenantId, name),
    createEnterprise: (enterprise) => admin.createEnterprise(enterprise),
    createTenant: (enterpriseId, name) => admin.createTenant(enterpriseId, name),
    renameTenant: (tenantId, name) => admin.renameTenant(tenantId, name),
    createBoc: (boc) => admin.createBoc(boc),
    renameBoc: (bocId, name) => admin.renameBoc(bocId, name),
    storeDetails: (query) => admin.storeDetails(query),
    createStore: (store) => admin.createStore(store),
    updateStore: (storeId, store) => admin.updateStore(storeId, store),
  };
}
