/**
 * The inbox's top-first order (spec 1 §4 "the interaction moves to the top of the list"), over lead
 * slots (small integers, see lead-table.ts). Each slot's place is kept in its owner's rows (the lead
 * table's, beside the numbers a message changes, so a move reads no other memory).
 *
 * Moving a lead to the top appends its slot to a log of moves and records where (`places`), so a move
 * is O(1) and touches no other lead: what a real-time batch costs does not depend on the inbox size,
 * and there is no per-batch copy or sort. The list view reads the order lazily: live moves newest
 * first, then the leads still in their listed places. Stale log slots (a lead that moved again) are
 * dropped by a compaction once they outnumber the leads, i.e. at most once per n moves: amortised O(1),
 * and the log never holds more than about twice as many slots as there are leads.
 */
/** Rows holding each slot's place at `slot * stride + offset`; their owner grows them before adding slots. */
export type PlaceRows = { rows: Int32Array; readonly stride: number; readonly offset: number };

export type TopFirstOrder = {
  /** Moves to the top, oldest first; an index is live when its slot's place is that index. */
  moves: number[];
  liveMoves: number;
  /** Slots as listed (top-first pages), before any move; live while their place is LISTED. */
  listed: number[];
  movedFromListed: number;
  /** Where each slot sits: its live index in `moves`, or LISTED. */
  readonly places: PlaceRows;
  readonly slack: number;
};

export const LISTED = -1;
/** Stale slots tolerated beyond the number of leads before a compaction. */
export const COMPACTION_SLACK = 1024;

/** `slack` is lowered only by tests, to exercise compaction often. */
export const emptyOrder = (places: PlaceRows, slack = COMPACTION_SLACK): TopFirstOrder => ({
  moves: [],
  liveMoves: 0,
  listed: [],
  movedFromListed: 0,
  places,
  slack,
});

/** A slot's place: its live index in `moves`, or LISTED. */
const placeOf = ({ places }: TopFirstOrder, slot: number): number =>
  places.rows[slot * places.stride + places.offset] ?? LISTED;

function setPlace({ places }: TopFirstOrder, slot: number, place: number): void {
  places.rows[slot * places.stride + places.offset] = place;
}

/** Places a new slot below every other (a further page of the list). */
export function placeAtBottom(order: TopFirstOrder, slot: number): void {
  setPlace(order, slot, LISTED);
  order.listed.push(slot);
}

/** Places a new slot at the top. */
export function placeAtTop(order: TopFirstOrder, slot: number): void {
  setPlace(order, slot, order.moves.length);
  order.moves.push(slot);
  order.liveMoves++;
  compactOrder(order);
}

/** Moves a placed slot to the top; a no-op when it is already there. */
export function moveToTop(order: TopFirstOrder, slot: number): void {
  const { moves, places } = order;
  const { rows } = places;
  const at = slot * places.stride + places.offset;
  const place = rows[at] ?? LISTED;
  const top = moves.length;
  if (place === top - 1 && place >= 0) return;
  if (place === LISTED) {
    order.movedFromListed++;
    order.liveMoves++;
  }
  rows[at] = top;
  moves.push(slot);
  if (top + 1 - order.liveMoves > order.slack || order.movedFromListed > order.slack) compactOrder(order);
}

/**
 * Drops stale moves once they outnumber the leads, and listed slots once half have moved: amortised
 * O(1) per move. Called after every move (the reducer's written-out move calls it too).
 */
export function compactOrder(order: TopFirstOrder): void {
  const leads = order.liveMoves + order.listed.length - order.movedFromListed;
  if (order.moves.length - order.liveMoves > leads + order.slack) {
    const live: number[] = [];
    order.moves.forEach((slot, index) => {
      if (placeOf(order, slot) !== index) return;
      setPlace(order, slot, live.length);
      live.push(slot);
    });
    order.moves = live;
  }
  if (order.movedFromListed > order.slack && order.movedFromListed * 2 > order.listed.length) {
    order.listed = order.listed.filter((slot) => placeOf(order, slot) === LISTED);
    order.movedFromListed = 0;
  }
}

/** Slots from the top, lazily; at most `limit` of them. Do not change the order while iterating. */
export function* topFirst(order: TopFirstOrder, limit = Infinity): Generator<number> {
  let taken = 0;
  const { moves, listed } = order;
  for (let index = moves.length - 1; index >= 0 && taken < limit; index--) {
    const slot = moves[index] ?? -1;
    if (placeOf(order, slot) === index) {
      taken++;
      yield slot;
    }
  }
  for (let index = 0; index < listed.length && taken < limit; index++) {
    const slot = listed[index] ?? -1;
    if (placeOf(order, slot) === LISTED) {
      taken++;
      yield slot;
    }
  }
}

/**
 * The first `limit` slots from the top, each through `pick`, as an array: the same order as topFirst
 * in plain loops (a list reads its whole order after every change, and generators cost more per slot).
 */
export function collectTopFirst<T>(order: TopFirstOrder, limit: number, pick: (slot: number) => T): T[] {
  const picked: T[] = [];
  const { moves, listed } = order;
  for (let index = moves.length - 1; index >= 0 && picked.length < limit; index--) {
    const slot = moves[index] ?? -1;
    if (placeOf(order, slot) === index) picked.push(pick(slot));
  }
  for (let index = 0; index < listed.length && picked.length < limit; index++) {
    const slot = listed[index] ?? -1;
    if (placeOf(order, slot) === LISTED) picked.push(pick(slot));
  }
  return picked;
}
