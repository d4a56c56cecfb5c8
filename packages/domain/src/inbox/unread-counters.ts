/**
 * Unread counters by service type and by store (spec 1 §4): "status and store unread counters never
 * go below 0 on decrement". Each counter is a small mutable cell that a lead's inbox entry holds
 * directly, so counting a message costs no map look-up.
 */
export type UnreadCell = { unread: number };
export type UnreadCounters<K> = Map<K, UnreadCell>;

export const unreadCountOf = <K>(counters: ReadonlyMap<K, UnreadCell>, key: K): number =>
  counters.get(key)?.unread ?? 0;

/** The cell of a key, created at 0 when missing. */
export function unreadCell<K>(counters: UnreadCounters<K>, key: K): UnreadCell {
  let cell = counters.get(key);
  if (!cell) {
    cell = { unread: 0 };
    counters.set(key, cell);
  }
  return cell;
}

/** Decrements by `by`, clamped at 0. */
export function decrementUnread(cell: UnreadCell, by = 1): void {
  cell.unread = Math.max(0, cell.unread - by);
}

/** Counters seeded from the server's counts (unreadByService, unreadByStoreId); negatives read as 0. */
export function unreadCountersFrom<K>(counts: Iterable<readonly [K, number]> = []): UnreadCounters<K> {
  const counters: UnreadCounters<K> = new Map();
  for (const [key, count] of counts) counters.set(key, { unread: Math.max(0, Math.trunc(count)) });
  return counters;
}
