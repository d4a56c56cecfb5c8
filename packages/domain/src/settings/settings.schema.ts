import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';
import { KeyValueSchema } from '../shared/key-value.schema.js';

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const LogoSchema = z.object({ enterpriseId: z.number().int(), url: z.string() });
export type Logo = z.infer<typeof LogoSchema>;

/** A tenant and the AI assistant file it runs. */
export const TenantSchema = z.object({
  tenantId: z.number().int(),
  name: z.string(),
  aivaFileName: maybe(z.string()),
});
export type Tenant = z.infer<typeof TenantSchema>;
export const TenantPageSchema = pageSchema(TenantSchema);

export const UiScreenSchema = z.object({
  screenKey: z.string(),
  label: z.string().optional(),
  enabled: z.boolean(),
});
export type UiScreen = z.infer<typeof UiScreenSchema>;
export const UiScreenPageSchema = pageSchema(UiScreenSchema);

/** Which planner feeds which service interaction. */
export const ServiceInteractionMappingSchema = z.object({
  id: z.number().int().optional(),
  plannerKey: z.string(),
  serviceType: z.string(),
  storeIds: z.array(z.number().int()).optional(),
});
export type ServiceInteractionMapping = z.infer<typeof ServiceInteractionMappingSchema>;
export const ServiceInteractionMappingPageSchema = pageSchema(ServiceInteractionMappingSchema);

/** Spec 2 §3 datasource mapping: data_mapping entries; the value requestId has special meaning. */
export const DatasourceMappingSchema = z.object({
  enterpriseId: z.number().int(),
  storeId: maybe(z.number().int()),
  dataSource: z.string().optional(),
  data_mapping: z.array(KeyValueSchema),
});
export type DatasourceMapping = z.infer<typeof DatasourceMappingSchema>;

/** A store's review link (issue 34): where customers who rate a visit 4–5 are invited to review it. */
export const StoreReviewLinkSchema = z.object({
  storeId: z.number().int(),
  reviewUrl: z.string().nullable(),
});
export type StoreReviewLink = z.infer<typeof StoreReviewLinkSchema>;

export const SchedulerSchema = z.object({
  schedulerId: z.number().int().optional(),
  name: z.string().min(1).max(200),
  cron: z.string().max(100),
  jobType: z.string(),
  enterpriseId: z.number().int().optional(),
  storeId: maybe(z.number().int()),
  enabled: z.boolean().optional(),
});
export type Scheduler = z.infer<typeof SchedulerSchema>;
export const SchedulerPageSchema = pageSchema(SchedulerSchema);

export const SyncHistorySchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int().optional(),
  storeId: maybe(z.number().int()),
  syncType: z.string(),
  status: z.string(),
  startedOn: z.string(),
  finishedOn: maybe(z.string()),
  message: maybe(z.string()),
});
export type SyncHistory = z.infer<typeof SyncHistorySchema>;
export const SyncHistoryPageSchema = pageSchema(SyncHistorySchema);

export const DealerVaultDeliverySchema = z.object({
  deliveryId: z.string(),
  storeId: maybe(z.number().int()),
  fileName: z.string(),
  deliveredOn: maybe(z.string()),
  status: z.string(),
});
export type DealerVaultDelivery = z.infer<typeof DealerVaultDeliverySchema>;
export const DealerVaultDeliveryPageSchema = pageSchema(DealerVaultDeliverySchema);
