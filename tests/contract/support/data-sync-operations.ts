/**
 * The data-sync operations data-sync.contract.test.ts exercises against the contract (issue 19: recall,
 * HEA, FEA and prepaid uploads, their reports and refused rows, enrichment, lisa/fea, e-mail alerts).
 * server-contract.test.ts leaves them to that file.
 */
export const DATA_SYNC_OPERATIONS: readonly string[] = [
  'dataSyncImport',
  'getFileUploadReports',
  'getPrepaidErrorMessages',
  'getRecallTypes',
  'getRecallLeads',
  'getHeaRecords',
  'getFeaRecords',
  'updateEnrichmentStatus',
  'performEnrichment',
  'performFeaEnrichment',
  'lisaFea',
  'sendAllEmailAlerts',
];
