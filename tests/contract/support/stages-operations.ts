/**
 * The operations stages.contract.test.ts exercises against the contract (issue 14: lead stages and
 * outcome reasons, the vehicle record and its history, reading marks). server-contract.test.ts
 * leaves them to that file, so every served operation is exercised once.
 */
export const STAGES_OPERATIONS: readonly string[] = [
  'updateLeadTracker',
  'updateVehicleRecord',
  'getVirtualServiceRecords',
  'getCustomerMarks',
  'getServiceVehicleMarks',
  'getLeadMarks',
];
