import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

/** A store as the swimlane bridge names it (business codes, not database ids). */
export const BridgeStoreSchema = z.object({ storeId: z.string(), storeName: z.string() });
export type BridgeStore = z.infer<typeof BridgeStoreSchema>;
export const BridgeStorePageSchema = pageSchema(BridgeStoreSchema);
