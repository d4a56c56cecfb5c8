import { ok, type Boc, type StoreDetail } from '@torque/domain';
import { InMemorySettingsGateway, InMemoryStoresGateway } from '@torque/domain/testing';
import type { OrganisationPorts } from '../services/services';

/** The company master list's ports in memory: lists from the domain's fakes, creates kept in arrays. */
export function fakeOrganisation(): OrganisationPorts & { readonly createdStores: StoreDetail[] } {
  const stores = new InMemoryStoresGateway({
    enterprises: [
      { id: 1, name: 'Torque Motor Group', inbound: true, realTimeSync: true, callingFeature: false },
    ],
    bocs: [{ id: 1, bocId: 'BOC001', bocName: 'East Region BOC', enterpriseId: 1 }],
  });
  const settings = new InMemorySettingsGateway();
  const createdStores: StoreDetail[] = [];
  const bocs: Boc[] = [];
  const page = <T>(data: T[]) => ({
    data,
    response: 'Success',
    total: data.length,
    size: data.length,
    page: 0,
  });
  return {
    createdStores,
    enterprises: (window) => stores.enterprises(window),
    updateEnterprise: (enterprise) => stores.updateEnterprise(enterprise),
    bocs: (enterpriseId) => stores.bocs(enterpriseId),
    brandTimezones: () => stores.brandTimezones(),
    logo: (enterpriseId) => settings.logo(enterpriseId),
    saveLogo: (enterpriseId, file, mode) => settings.saveLogo(enterpriseId, file, mode),
    tenants: () => settings.tenants(),
    aivaFileNames: (tenantId) => settings.aivaFileNames(tenantId),
    setTenantAivaFile: (tenantId, name) => settings.setTenantAivaFile(tenantId, name),
    createEnterprise: async (enterprise) => ok({ id: 2, ...enterprise }),
    createTenant: async (tenantId, name) => ok({ tenantId, name }),
    renameTenant: async (tenantId, name) => ok({ tenantId, name }),
    createBoc: async (boc) => {
      const created = { id: bocs.length + 2, bocId: boc.bocId, bocName: boc.bocName };
      bocs.push(created);
      return ok(created);
    },
    renameBoc: async (id, bocName) => ok({ id, bocId: 'BOC001', bocName }),
    storeDetails: async () => ok(page(createdStores)),
    createStore: async (store) => {
      const created: StoreDetail = {
        id: createdStores.length + 1,
        store_id: store.store_id,
        storeName: store.storeName,
        enterpriseId: store.enterpriseId,
        bocMaster: { id: store.bocId },
        bocName: 'East Region BOC',
        brand: store.brand,
        timezone: store.timezone,
        timezoneDisplay: 'GMT-06:00',
        phoneNumber: store.phoneNumber,
      };
      createdStores.push(created);
      return ok(created);
    },
    updateStore: async (storeId, store) => {
      const index = createdStores.findIndex((s) => s.id === storeId);
      const updated = { ...createdStores[index]!, ...store, bocMaster: { id: store.bocId } };
      createdStores[index] = updated;
      return ok(updated);
    },
  };
}
