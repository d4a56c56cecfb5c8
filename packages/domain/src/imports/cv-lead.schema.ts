import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';
import { KeyValueSchema } from '../shared/key-value.schema.js';

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** One imported customer-vehicle lead file (spec 2 §2 "customer-vehicle lead import batches"). */
export const CvLeadBatchSchema = z.object({
  batchId: z.number().int(),
  fileName: z.string(),
  uploadedOn: z.string().optional(),
  total: z.number().int().nonnegative().optional(),
  /** PROCESSING, COMPLETED or FAILED. */
  status: z.string(),
  percent: z.number().int().min(0).max(100).optional(),
  failedRecords: z.number().int().nonnegative().optional(),
  createdCustomers: z.number().int().nonnegative().optional(),
  updatedCustomers: z.number().int().nonnegative().optional(),
  /** Rows added to a customer of another name sharing their number (issue 30: households). */
  mergedRows: z.number().int().nonnegative().optional(),
  message: z.string().nullable().optional(),
});
export type CvLeadBatch = z.infer<typeof CvLeadBatchSchema>;
export const CvLeadBatchPageSchema = pageSchema(CvLeadBatchSchema);

/** A customer and vehicle row of an imported file. */
export const CustomerVehicleLeadSchema = z.object({
  id: z.number().int(),
  batchId: maybe(z.number().int()),
  firstName: z.string(),
  lastName: z.string(),
  cellular: maybe(z.string()),
  email: maybe(z.string()),
  vin: z.string(),
  make: maybe(z.string()),
  model: maybe(z.string()),
  year: maybe(z.number().int()),
  soldDate: maybe(z.string()),
  status: maybe(z.string()),
});
export type CustomerVehicleLead = z.infer<typeof CustomerVehicleLeadSchema>;
export const CustomerVehicleLeadPageSchema = pageSchema(CustomerVehicleLeadSchema);

/** What an upload answers: the file report it created. */
export const ImportResultSchema = z.object({
  fileReportId: z.number().int(),
  fileName: z.string().optional(),
  status: z.string(),
  totalRecords: z.number().int().nonnegative().optional(),
  failedRecords: z.number().int().nonnegative().optional(),
  message: z.string().optional(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** Which spreadsheet column feeds which field, per file type. */
export const HeaderMappingSchema = z.object({
  fileType: z.string(),
  mapping: z.array(KeyValueSchema),
});
export type HeaderMapping = z.infer<typeof HeaderMappingSchema>;

/** How far an import has got (the import progress stream's events). */
export const ImportProgressSchema = z.object({
  fileReportId: z.number().int(),
  status: z.string(),
  percent: z.number().int().min(0).max(100),
  processedRecords: z.number().int().nonnegative(),
  totalRecords: z.number().int().nonnegative(),
  failedRecords: z.number().int().nonnegative(),
  message: z.string().nullable().optional(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;
/** An import is over once it is COMPLETED or FAILED. */
export const importFinished = (status: string): boolean => status === 'COMPLETED' || status === 'FAILED';
