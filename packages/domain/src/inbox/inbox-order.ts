/**
 * The inbox's top-first order (spec 1 §4 "the interaction moves to the top of the list").
 *
 * Moving a lead to the top appends it to a log of moves and records where (`place`), so a move is
 * O(1) and touches no other lead: what a real-time batch costs does not depend on the inbox size,
 * and there is no per-batch copy or sort. The list view reads the order lazily: live moves newest
 * first, then the leads still in their listed places. Stale log slots (a lead that moved again) are
 * dropped by a compaction once they outnumber the leads, i.e. at most once per n moves: amortised O(1),
 * and the log never holds more than about twice as many slots as there are leads.
 */
export type OrderNode = {
  /** Index of the node's live slot in `moves`; LISTED while it is still in its listed place. */
  place: number;
};

export const LISTED = -1;
/** Stale slots tolerated beyond the number of leads before a compaction. */
export const COMPACTION_SLACK = 1024;

export type TopFirstOrder<N extends OrderNode> = {
  /** Moves to the top, oldest first; a slot is live when its node's `place` is its index. */
  moves: N[];
  liveMoves: number;
  /** Leads as listed (top-first pages), before any move; live while their `place` is LISTED. */
  listed: N[];
  movedFromListed: number;
  readonly slack: number;
};

/** `slack` is lowered only by tests, to exercise compaction often. */
export const emptyOrder = <N extends OrderNode>(slack = COMPACTION_SLACK): TopFirstOrder<N> => ({
  moves: [],
  liveMoves: 0,
  listed: [],
  movedFromListed: 0,
  slack,
});

/** Places a new node below every other (a further page of the list). */
export function placeAtBottom<N extends OrderNode>(order: TopFirstOrder<N>, node: N): void {
  node.place = LISTED;
  order.listed.push(node);
}

/** Places a new node at the top. */
export function placeAtTop<N extends OrderNode>(order: TopFirstOrder<N>, node: N): void {
  node.place = order.moves.length;
  order.moves.push(node);
  order.liveMoves++;
  compactIfStale(order);
}

/** Moves a placed node to the top; a no-op when it is already there. */
export function moveToTop<N extends OrderNode>(order: TopFirstOrder<N>, node: N): void {
  const place = node.place;
  if (place === order.moves.length - 1 && place >= 0) return;
  if (place === LISTED) {
    order.movedFromListed++;
    order.liveMoves++;
  }
  node.place = order.moves.length;
  order.moves.push(node);
  compactIfStale(order);
}

function compactIfStale<N extends OrderNode>(order: TopFirstOrder<N>): void {
  const leads = order.liveMoves + order.listed.length - order.movedFromListed;
  if (order.moves.length - order.liveMoves > leads + order.slack) {
    const live: N[] = [];
    order.moves.forEach((node, index) => {
      if (node.place !== index) return;
      node.place = live.length;
      live.push(node);
    });
    order.moves = live;
  }
  if (order.movedFromListed > order.slack && order.movedFromListed * 2 > order.listed.length) {
    order.listed = order.listed.filter((node) => node.place === LISTED);
    order.movedFromListed = 0;
  }
}

/** Nodes from the top, lazily; at most `limit` of them. Do not change the order while iterating. */
export function* topFirst<N extends OrderNode>(order: TopFirstOrder<N>, limit = Infinity): Generator<N> {
  let taken = 0;
  const { moves, listed } = order;
  for (let index = moves.length - 1; index >= 0 && taken < limit; index--) {
    const node = moves[index];
    if (node && node.place === index) {
      taken++;
      yield node;
    }
  }
  for (let index = 0; index < listed.length && taken < limit; index++) {
    const node = listed[index];
    if (node && node.place === LISTED) {
      taken++;
      yield node;
    }
  }
}

/**
 * The first `limit` nodes from the top, each through `pick`, as an array: the same order as topFirst
 * in plain loops (a list reads its whole order after every change, and generators cost more per node).
 */
export function collectTopFirst<N extends OrderNode, T>(
  order: TopFirstOrder<N>,
  limit: number,
  pick: (node: N) => T,
): T[] {
  const picked: T[] = [];
  const { moves, listed } = order;
  for (let index = moves.length - 1; index >= 0 && picked.length < limit; index--) {
    const node = moves[index];
    if (node && node.place === index) picked.push(pick(node));
  }
  for (let index = 0; index < listed.length && picked.length < limit; index++) {
    const node = listed[index];
    if (node && node.place === LISTED) picked.push(pick(node));
  }
  return picked;
}
