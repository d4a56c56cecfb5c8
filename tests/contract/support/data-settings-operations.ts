/**
 * The data-settings operations data-settings.contract.test.ts exercises against the contract (issue 20).
 * server-contract.test.ts leaves them to that file.
 */
export const DATA_SETTINGS_OPERATIONS: readonly string[] = [
  'getServiceInteractionMappings',
  'saveServiceInteractionMapping',
  'getDatasourceConfiguration',
  'saveDatasourceConfiguration',
  'getSyncHistory',
  'getDmsView',
  'getStoreReviewLink',
  'saveStoreReviewLink',
  'getDealerVaultDeliveries',
  'runManualSync',
  'runDisplaySync',
];
