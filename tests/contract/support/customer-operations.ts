/**
 * The operations customers.contract.test.ts exercises against the contract (issue 14: customers,
 * vehicles, the DMS, line types, and the open-RO and swimlane lead lists; issue 16: creating a
 * customer and the store picker's list). server-contract.test.ts
 * leaves them to that file, so every served operation is exercised once.
 */
export const CUSTOMER_OPERATIONS: readonly string[] = [
  'createCustomer',
  'getEnterpriseStores',
  'updateCustomer',
  'getCustomerVehicles',
  'attachServiceVehicle',
  'searchCustomers',
  'updateCustomerLineTypes',
  'dmsAddSearchCustomer',
  'dmsAddVehicle',
  'lookupCustomerVehicles',
  'openCustomerConversation',
  'setCustomerLanguage',
  'searchOpenRoLeads',
  'searchOpenRoLeadsV2',
  'searchOpenRoLeadManagerV2',
  'lisaSwimlaneGlobalInbox',
  'lisaSwimlaneLeadManager',
  'lisaSwimlanePreCsiList',
  'lisaSwimlaneApptReminderList',
  'lisaSwimlanePreCsi',
];
