/**
 * The operations lead-imports.contract.test.ts exercises against the contract (issue 19: customer-vehicle
 * lead imports). server-contract.test.ts leaves them to that file, so every served operation is exercised once.
 */
export const LEAD_IMPORT_OPERATIONS: readonly string[] = [
  'importCustomerVehicleLeads',
  'previewCustomerVehicleLeads',
  'streamImportProgress',
  'getCvLeadBatches',
  'getExcelHeaderMapping',
  'saveExcelHeaderMapping',
  'searchCustomerVehicleLeads',
  'runFuturePredictionForCvLeads',
];
