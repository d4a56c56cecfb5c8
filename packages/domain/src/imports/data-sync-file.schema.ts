import { z } from 'zod';
import { FILE_UPLOAD_REPORT_TYPES } from '../catalog/constants.js';
import { pageSchema } from '../shared/list-page.schema.js';

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export type FileUploadReportType = (typeof FILE_UPLOAD_REPORT_TYPES)[number];

/** An uploaded recall, HEA, FEA or prepaid file and how its import went (data-sync host). */
export const FileUploadReportSchema = z.object({
  fileReportId: z.number().int(),
  enterpriseId: z.number().int().optional(),
  bocId: maybe(z.number().int()),
  storeId: maybe(z.number().int()),
  fileType: z.enum(FILE_UPLOAD_REPORT_TYPES),
  recallType: maybe(z.string()),
  fileName: z.string(),
  status: z.string(),
  uploadedOn: z.string().optional(),
  totalRecords: z.number().int().nonnegative().optional(),
  failedRecords: z.number().int().nonnegative().optional(),
});
export type FileUploadReport = z.infer<typeof FileUploadReportSchema>;
export const FileUploadReportPageSchema = pageSchema(FileUploadReportSchema);

/** A row of a prepaid maintenance file the import refused. */
export const PrepaidErrorMessageSchema = z.object({
  fileReportId: z.number().int().optional(),
  rowNumber: z.number().int(),
  vin: maybe(z.string()),
  message: z.string(),
  /** The refused row's cells by column header, for the failed-rows report. */
  row: z.record(z.string(), z.string()).optional(),
});
export type PrepaidErrorMessage = z.infer<typeof PrepaidErrorMessageSchema>;
export const PrepaidErrorMessagePageSchema = pageSchema(PrepaidErrorMessageSchema);

export const RecallTypeSchema = z.object({ recallType: z.string(), description: maybe(z.string()) });
export type RecallType = z.infer<typeof RecallTypeSchema>;
export const RecallTypePageSchema = pageSchema(RecallTypeSchema);

/** An enrichment record of a recall, HEA or FEA file (spec 2 §3: id, statusType, reason key). */
export const EnrichmentRecordSchema = z.object({
  id: z.number().int(),
  fileReportId: z.number().int().optional(),
  statusType: z.string(),
  reasonkey: maybe(z.string()),
  customerName: maybe(z.string()),
  cellular: maybe(z.string()),
  vin: maybe(z.string()),
  make: maybe(z.string()),
  model: maybe(z.string()),
  year: maybe(z.number().int()),
  recallType: maybe(z.string()),
});
export type EnrichmentRecord = z.infer<typeof EnrichmentRecordSchema>;
export const EnrichmentRecordPageSchema = pageSchema(EnrichmentRecordSchema);

/** A started background process; COMPLETED switches the loading flag off (spec 2 §4). */
export const ProcessStatusSchema = z.object({
  status: z.string(),
  message: z.string(),
  percentage: z.number().int().max(100).optional(),
});
export type ProcessStatus = z.infer<typeof ProcessStatusSchema>;

/** Spec 2 §8 success notice of a started process. */
export const PROCESSING_STARTED = 'Processing has been started successfully';
