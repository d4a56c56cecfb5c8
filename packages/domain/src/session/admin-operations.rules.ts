import type { AdminAction } from './admin-permissions.rules.js';

/**
 * Every admin call of the contract (its operationId) and the action of the admin permission table it
 * needs. The server checks it on the route, before the call's body is read or validated; the web
 * shows a call's button only to the roles that may make it; tests/architecture keeps every admin
 * call of the contract in this table.
 */
export const ADMIN_OPERATIONS = {
  listUsers: 'see users',
  inviteUser: 'invite users',
  updateUser: 'change users',
  blockUser: 'block users',
  unblockUser: 'block users',
  deleteGuestUser: 'delete guests',
  listAdminLog: 'see the admin log',
  listTenants: 'see the company master list',
  getAivaFileNames: 'see the company master list',
  listStoreDetails: 'see the company master list',
  createEnterprise: 'change enterprises and tenants',
  updateEnterprise: 'change enterprises and tenants',
  // A logo is part of the enterprise, as the company master list shows it: the platform's to change.
  addEnterpriseLogo: 'change enterprises and tenants',
  updateEnterpriseLogo: 'change enterprises and tenants',
  createTenant: 'change enterprises and tenants',
  renameTenant: 'change enterprises and tenants',
  updateTenantAiva: 'change enterprises and tenants',
  createBoc: 'change stores and BOCs',
  renameBoc: 'change stores and BOCs',
  createStore: 'change stores and BOCs',
  updateStore: 'change stores and BOCs',
  listAvailablePhoneNumbers: 'manage messaging numbers',
  orderPhoneNumber: 'manage messaging numbers',
  validateTwilioSmsConfiguration: 'manage messaging numbers',
  validateBandwidthSmsConfiguration: 'manage messaging numbers',
  validateLisaSmsConfiguration: 'manage messaging numbers',
  testChatCredentials: 'manage messaging numbers',
  getStoreMessagingNumbers: 'manage messaging numbers',
  getServiceInteractionMappings: 'see settings',
  getDatasourceConfiguration: 'see settings',
  getSyncHistory: 'see settings',
  getDmsView: 'see settings',
  getDealerVaultDeliveries: 'see settings',
  getStoreReviewLink: 'see settings',
  saveServiceInteractionMapping: 'change settings',
  saveDatasourceConfiguration: 'change settings',
  runManualSync: 'change settings',
  runDisplaySync: 'change settings',
  saveStoreReviewLink: 'change settings',
  createScheduler: 'manage schedulers',
  listSchedulers: 'manage schedulers',
  deleteScheduler: 'manage schedulers',
  listSchedulerRuns: 'manage schedulers',
  getDeveloperTplFiles: 'use the developer area',
  getDeveloperAivaFiles: 'use the developer area',
  getDeveloperFile: 'use the developer area',
  saveDeveloperFile: 'use the developer area',
  previewDeveloperTemplate: 'use the developer area',
  validateDeveloperAiva: 'use the developer area',
  executeDeveloperScript: 'use the developer area',
  writeDeveloperLog: 'use the developer area',
} as const satisfies Readonly<Record<string, AdminAction>>;

export type AdminOperation = keyof typeof ADMIN_OPERATIONS;
