/**
 * The inbox's top-first order (spec 1 §4: "the interaction moves to the top of the list").
 *
 * Leads start in the order the list call returned them (`listed`). Moving a lead to the top appends
 * it to `moves` and records that index as the lead's `place`, so a move costs the same in an inbox of
 * 100 or 100,000 leads: nothing is shifted, copied or sorted. Reading top-first walks `moves` from the
 * newest, skipping stale entries (a lead that moved again later), then `listed`, skipping the leads
 * that moved. Stale entries are dropped once they outnumber the leads (`compact`), so the arrays
 * never hold much more than twice the leads.
 *
 * Each lead carries its own place (rather than the order keeping a Map of them): a message already
 * reads its lead, and a second Map look-up per message was a fifth of a batch's cost in a
 * 100,000-lead inbox (see the reducer benchmark).
 */
export type Placed = { place: number };

/** The place of a lead still where the list put it. */
export const LISTED = -1;

export type TopFirstOrder<K extends Placed> = {
  /** As listed, top first; an entry is current while its key's place is LISTED. */
  listed: K[];
  /** Moves to the top, oldest first; an entry is current when its index is its key's place. */
  moves: K[];
  /** How many keys have a place in `moves`. */
  moved: number;
  /** How many keys the order holds. */
  size: number;
  /** Stale entries tolerated before a compaction. */
  readonly slack: number;
};

export const COMPACTION_SLACK = 1024;

/** `slack` is lowered only by tests, to exercise compaction often. */
export const emptyOrder = <K extends Placed>(slack = COMPACTION_SLACK): TopFirstOrder<K> => ({
  listed: [],
  moves: [],
  moved: 0,
  size: 0,
  slack,
});

/** Places a new key below every other (a further page of the list). */
export function placeAtBottom<K extends Placed>(order: TopFirstOrder<K>, key: K): void {
  key.place = LISTED;
  order.listed.push(key);
  order.size++;
}

/** Places a new key at the top. */
export function placeAtTop<K extends Placed>(order: TopFirstOrder<K>, key: K): void {
  key.place = LISTED;
  order.size++;
  moveToTop(order, key);
}

/** Moves a placed key to the top; nothing changes when it is already there. */
export function moveToTop<K extends Placed>(order: TopFirstOrder<K>, key: K): void {
  const top = order.moves.length - 1;
  if (top >= 0 && key.place === top) return;
  if (key.place === LISTED) order.moved++;
  key.place = top + 1;
  order.moves.push(key);
  compact(order);
}

/**
 * Drops stale moves once they outnumber the keys (plus the slack): a compaction costs O(keys) and
 * happens at most once per that many moves, so a move stays O(1) on average.
 */
function compact<K extends Placed>(order: TopFirstOrder<K>): void {
  const { moved, size, slack } = order;
  const staleMoves = order.moves.length - moved;
  if (staleMoves > size + slack) {
    const current = order.moves.filter((key, index) => key.place === index);
    current.forEach((key, index) => (key.place = index));
    order.moves = current;
  }
  // Listed keys only ever leave: drop the moved ones once they are half of the listed ones.
  const staleListed = order.listed.length - (size - moved);
  if (staleListed > slack && 2 * staleListed > order.listed.length)
    order.listed = order.listed.filter((key) => key.place === LISTED);
}

/** Keys from the top, lazily; at most `limit` of them. Do not change the order while iterating. */
export function* topFirst<K extends Placed>(order: TopFirstOrder<K>, limit = Infinity): Generator<K> {
  let taken = 0;
  const { moves, listed } = order;
  for (let index = moves.length - 1; index >= 0 && taken < limit; index--) {
    const key = moves[index] as K;
    if (key.place !== index) continue;
    taken++;
    yield key;
  }
  for (let index = 0; index < listed.length && taken < limit; index++) {
    const key = listed[index] as K;
    if (key.place !== LISTED) continue;
    taken++;
    yield key;
  }
}

/** The first `limit` keys from the top, each through `pick`, as an array. */
export function collectTopFirst<K extends Placed, T>(
  order: TopFirstOrder<K>,
  limit: number,
  pick: (key: K) => T,
): T[] {
  const picked: T[] = [];
  for (const key of topFirst(order, limit)) picked.push(pick(key));
  return picked;
}
