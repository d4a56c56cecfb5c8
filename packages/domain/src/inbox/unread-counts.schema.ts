import { z } from 'zod';

/** Unread conversation counts grouped by a key: service type, store id, RO status or appointment. */
export const UnreadCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  counts: z.array(z.object({ key: z.string(), count: z.number().int().nonnegative() })),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

/** The counts as [key, count] pairs, ready for unreadCountersFrom. */
export const unreadCountEntries = (counts: UnreadCounts): (readonly [string, number])[] =>
  counts.counts.map((entry) => [entry.key, entry.count] as const);
