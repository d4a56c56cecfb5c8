import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** A vehicle sale of a store; sold_date as the server sends it (openapi SalesRecord). */
export const SalesRecordSchema = z.object({
  id: z.number().int(),
  dealNo: maybe(z.string()),
  dealType: maybe(z.string()),
  sold_date: z.string(),
  customerName: maybe(z.string()),
  cellular: maybe(z.string()),
  vin: maybe(z.string()),
  make: maybe(z.string()),
  model: maybe(z.string()),
  year: maybe(z.number().int()),
  lastServiceDate: maybe(z.string()),
});
export type SalesRecord = z.infer<typeof SalesRecordSchema>;
export const SalesPageSchema = pageSchema(SalesRecordSchema);

/** A vehicle care plan master record of a store. */
export const VcpMasterSchema = z.object({
  id: z.number().int().optional(),
  planCode: z.string(),
  description: maybe(z.string()),
  months: maybe(z.number().int()),
  mileage: maybe(z.number().int()),
  active: z.boolean().optional(),
});
export type VcpMaster = z.infer<typeof VcpMasterSchema>;
export const VcpMasterPageSchema = pageSchema(VcpMasterSchema);
