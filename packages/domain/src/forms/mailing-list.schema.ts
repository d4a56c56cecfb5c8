import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

export const MailingListSchema = z.object({
  mailingListMasterId: z.number().int(),
  code: z.string(),
  tenantId: z.number().int(),
});
export type MailingList = z.infer<typeof MailingListSchema>;
export const MailingListPageSchema = pageSchema(MailingListSchema);

/** One entry of a mailing list. */
export const MailingListEntrySchema = z.object({
  mailingListDetailsId: z.number().int(),
  mailingListMasterId: z.number().int(),
  tenantId: z.number().int().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  cellular: z.string().nullable().optional(),
});
export type MailingListEntry = z.infer<typeof MailingListEntrySchema>;
export const MailingListEntryPageSchema = pageSchema(MailingListEntrySchema);
