/**
 * The imports context's public surface (`@torque/domain/imports`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export {
  type CustomerVehicleLead,
  CustomerVehicleLeadPageSchema,
  type CvLeadBatch,
  CvLeadBatchPageSchema,
  type HeaderMapping,
  HeaderMappingSchema,
  type ImportResult,
  ImportResultSchema,
  type ImportProgress,
  ImportProgressSchema,
  importFinished,
} from './cv-lead.schema.js';
export * from './lead-import-fields.js';
export * from './lead-import-row.rules.js';
export * from './date-column-format.rules.js';
export * from './lead-import-household.rules.js';
export * from './lead-import-preview.schema.js';
export * from './lead-file-check.rules.js';
export * from './import-limits.js';
export {
  type EnrichmentRecord,
  EnrichmentRecordPageSchema,
  type FileUploadReport,
  FileUploadReportPageSchema,
  type FileUploadReportType,
  type PrepaidErrorMessage,
  PrepaidErrorMessagePageSchema,
  PROCESSING_STARTED,
  type ProcessStatus,
  ProcessStatusSchema,
  type RecallType,
  RecallTypePageSchema,
} from './data-sync-file.schema.js';
export {
  progressReporter,
  type ProgressReporter,
  type UploadFile,
  type UploadProgress,
} from './upload-progress.js';
export * from './import-gateway.port.js';
export * from './data-sync-fields.js';
export * from './data-sync-row.rules.js';
export * from './enrichment-status.rules.js';
