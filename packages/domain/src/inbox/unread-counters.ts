/**
 * Unread counters by service type and by store (spec 1 §4): a message counted as unread raises its
 * lead's service and store counters by 1; opening the conversation lowers them by the lead's unread
 * count, and "status and store unread counters never go below 0 on decrement".
 */
export type UnreadCounters<K> = Map<K, number>;

export const unreadCountOf = <K>(counters: ReadonlyMap<K, number>, key: K): number => counters.get(key) ?? 0;

/** Counts read from the server: negatives read as 0, fractions are dropped. */
export const countFrom = (count: number): number => Math.max(0, Math.trunc(count));

/** Counters seeded from the server's counts (unreadByService, unreadByStoreId). */
export function unreadCountersFrom<K>(counts: Iterable<readonly [K, number]> = []): UnreadCounters<K> {
  const counters: UnreadCounters<K> = new Map();
  for (const [key, count] of counts) counters.set(key, countFrom(count));
  return counters;
}

export function incrementUnread<K>(counters: UnreadCounters<K>, key: K): void {
  counters.set(key, unreadCountOf(counters, key) + 1);
}

/** Lowers a counter by `by`, never below 0. */
export function decrementUnread<K>(counters: UnreadCounters<K>, key: K, by: number): void {
  counters.set(key, Math.max(0, unreadCountOf(counters, key) - by));
}
