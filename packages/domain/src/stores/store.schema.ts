import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';
import { BocSchema } from '../leads/lead.schema.js';

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** A store as the store lists send it (spec 2 §3: store_id, storeName, bocMaster id). */
export const EnterpriseStoreSchema = z.object({
  id: z.number().int(),
  store_id: z.string(),
  storeName: z.string(),
  bocMaster: z.object({ id: z.number().int() }).optional(),
  brand: maybe(z.string()),
  timezone: maybe(z.string()),
});
export type EnterpriseStore = z.infer<typeof EnterpriseStoreSchema>;
export const EnterpriseStorePageSchema = pageSchema(EnterpriseStoreSchema);

export const EnterpriseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enterpriseType: maybe(z.string()),
  inbound: z.boolean().optional(),
  realTimeSync: z.boolean().optional(),
  callingFeature: z.boolean().optional(),
  logoUrl: maybe(z.string()),
});
export type Enterprise = z.infer<typeof EnterpriseSchema>;
export const EnterprisePageSchema = pageSchema(EnterpriseSchema);

export const BocPageSchema = pageSchema(BocSchema);

export const BrandTimezoneSchema = z.object({ brand: z.string(), zone: z.string() });
export type BrandTimezone = z.infer<typeof BrandTimezoneSchema>;
export const BrandTimezonePageSchema = pageSchema(BrandTimezoneSchema);

/** The customer type of a service interaction. */
export const InteractionCustomerTypeSchema = z.object({
  interactionId: z.number().int(),
  customerType: z.string().nullable(),
});
export type InteractionCustomerType = z.infer<typeof InteractionCustomerTypeSchema>;
