import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

/** A bulk conversation run's figures (lisa report). */
export const BulkConversationStatusSchema = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  total: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  status: z.string(),
});
export type BulkConversationStatus = z.infer<typeof BulkConversationStatusSchema>;

export const BulkConversationFailureSchema = z.object({
  futureServiceInteractionId: z.number().int(),
  customerName: z.string().optional(),
  error: z.string(),
});
export type BulkConversationFailure = z.infer<typeof BulkConversationFailureSchema>;
export const BulkConversationFailurePageSchema = pageSchema(BulkConversationFailureSchema);
export type BulkConversationFailurePage = z.infer<typeof BulkConversationFailurePageSchema>;
