/**
 * The organisation operations (issue 20: enterprises, stores, BOCs, brands and time zones, tenants,
 * logos) organisation.contract.test.ts exercises against the contract. server-contract.test.ts leaves
 * them to that file.
 */
export const ORGANISATION_OPERATIONS: readonly string[] = [
  'listEnterprises',
  'updateEnterprise',
  'createEnterprise',
  'listStores',
  'listBrands',
  'listBocs',
  'getStoresByBrandsAndZone',
  'getBrandTimezones',
  'getServiceInteractionStores',
  'getInteractionCustomerType',
  'getUiScreens',
  'listTenants',
  'createTenant',
  'renameTenant',
  'getAivaFileNames',
  'updateTenantAiva',
  'createBoc',
  'renameBoc',
  'listStoreDetails',
  'createStore',
  'updateStore',
  'getEnterpriseLogo',
  'addEnterpriseLogo',
  'updateEnterpriseLogo',
];
