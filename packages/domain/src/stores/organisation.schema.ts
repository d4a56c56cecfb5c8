import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

/** A store as the company master list shows and edits it (openapi StoreDetail). */
export const StoreDetailSchema = z.object({
  id: z.number().int(),
  store_id: z.string(),
  storeName: z.string(),
  enterpriseId: z.number().int(),
  bocMaster: z.object({ id: z.number().int() }),
  bocName: z.string(),
  brand: z.string(),
  timezone: z.string(),
  timezoneDisplay: z.string(),
  phoneNumber: z.string(),
});
export type StoreDetail = z.infer<typeof StoreDetailSchema>;
export const StoreDetailPageSchema = pageSchema(StoreDetailSchema);

/** What the store dialog sends: the zone's display offset is the server's to derive. */
export type StoreEdit = {
  readonly bocId: number;
  readonly store_id: string;
  readonly storeName: string;
  readonly brand: string;
  readonly timezone: string;
  readonly phoneNumber: string;
};
export type StoreCreate = StoreEdit & { readonly enterpriseId: number };

export type EnterpriseCreate = {
  readonly name: string;
  readonly enterpriseType?: string | null;
  readonly inbound?: boolean;
  readonly realTimeSync?: boolean;
  readonly callingFeature?: boolean;
};

export type BocCreate = { readonly enterpriseId: number; readonly bocId: string; readonly bocName: string };

/** A tenant as created or renamed: its id (its enterprise's) and name. */
export const TenantNameSchema = z.object({ tenantId: z.number().int(), name: z.string() });
export type TenantName = z.infer<typeof TenantNameSchema>;
