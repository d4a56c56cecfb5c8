import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';
import { LIST_TEXT_SKIP_REASONS } from './list-text.rules.js';

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

/** What a bulk add did: how many entries went on the list and which rows (1-based) were skipped, why. */
export const MailingListBulkResultSchema = z.object({
  added: z.number().int().nonnegative(),
  skipped: z.array(z.object({ row: z.number().int().positive(), message: z.string() })),
});
export type MailingListBulkResult = z.infer<typeof MailingListBulkResultSchema>;

/** The not-yet-started leads a list reaches, for a bulk start, and how many entries matched one. */
export const MailingListAudienceSchema = z.object({
  futureServiceInteractionIds: z.array(z.number().int()),
  matchedEntries: z.number().int().nonnegative(),
  unmatchedEntries: z.number().int().nonnegative(),
});
export type MailingListAudience = z.infer<typeof MailingListAudienceSchema>;

/** One entry of a list as its text would treat it (issue 30, point 10). */
export const ListTextMemberSchema = z.object({
  mailingListDetailsId: z.number().int(),
  name: z.string(),
  cellular: z.string().nullable(),
  futureServiceInteractionId: z.number().int().nullable(),
  outcome: z.enum(['TEXT_NOW', 'HELD', 'NOT_TEXTED']),
  reasonCode: z.enum(LIST_TEXT_SKIP_REASONS).nullable(),
  reason: z.string().nullable(),
  sendAt: z.string().nullable(),
  zone: z.string(),
});
export type ListTextMember = z.infer<typeof ListTextMemberSchema>;

/** Who a list text reaches and who not, and why; the send answers the same with what it did. */
export const ListTextPreviewSchema = z.object({
  members: z.array(ListTextMemberSchema),
  counts: z.object({
    textNow: z.number().int().nonnegative(),
    held: z.number().int().nonnegative(),
    notTexted: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
  sampleText: z.string().nullable(),
  message: z.string(),
});
export type ListTextPreview = z.infer<typeof ListTextPreviewSchema>;
