/**
 * Lead id → slot: an open-addressing hash table in one Int32Array of (id, slot) pairs.
 *
 * Why not a Map: finding a lead is most of what a real-time batch costs in a large inbox, and the
 * leads a batch touches are scattered across memory. A Map look-up reads a hash bucket and then an
 * entry elsewhere in its table; here the pair sits where the id hashes, so a look-up is usually one
 * cache line, and the table is a quarter of the Map's size (see the reducer benchmark). Ids beyond
 * 32 bits (the schema allows them, servers do not hand them out) go to a plain Map.
 */
export type LeadIndex = {
  /** (id, slot) pairs; id 0 marks an empty pair (lead ids are positive). */
  table: Int32Array;
  /** 32 minus log2 of the pair count: the multiplicative hash keeps the top bits. */
  shift: number;
  size: number;
  readonly wide: Map<number, number>;
};

/**
 * Reused by every batch: the ids looked up, their slots, and findSlots' working arrays, as four
 * regions of one buffer staggered by 1 KB. Separate arrays of one size tend to sit a multiple of
 * 4 KB apart, and then the processor mistakes stores to one for loads from another ("4K aliasing"):
 * measured, the look-ups of a 100,000-lead inbox took half as long again.
 */
export type BatchScratch = {
  readonly capacity: number;
  readonly ids: Int32Array;
  readonly slots: Int32Array;
  readonly firstPairs: Int32Array;
  readonly foundIds: Int32Array;
};

export function batchScratch(capacity: number): BatchScratch {
  const stride = Math.ceil(capacity / 1024) * 1024 + 256; // Int32s: a multiple of 4 KB, plus 1 KB
  const buffer = new Int32Array(stride * 4);
  const region = (at: number) => buffer.subarray(at * stride, at * stride + capacity);
  return { capacity, ids: region(0), slots: region(1), firstPairs: region(2), foundIds: region(3) };
}

const FIRST_BITS = 6;
/** Knuth's multiplicative hash constant (2^32 / golden ratio). */
const GOLDEN = 0x9e3779b1;

const pairsOf = (bits: number) => 1 << bits;

export const emptyLeadIndex = (): LeadIndex => ({
  table: new Int32Array(2 * pairsOf(FIRST_BITS)),
  shift: 32 - FIRST_BITS,
  size: 0,
  wide: new Map(),
});

/** A positive id that fits the table (ids are integers; anything else is looked up in `wide`). */
const fits = (id: number): boolean => (id | 0) === id && id > 0;

/** The lead's slot, or -1 when the inbox does not hold it. */
export function slotOf(index: LeadIndex, id: number): number {
  if (!fits(id)) return index.wide.get(id) ?? -1;
  const { table } = index;
  const mask = (table.length >> 1) - 1;
  let pair = Math.imul(id, GOLDEN) >>> index.shift;
  for (;;) {
    const key = table[pair << 1];
    if (key === id) return table[(pair << 1) + 1] ?? -1;
    if (key === 0) return -1;
    pair = (pair + 1) & mask;
  }
}

function insert(table: Int32Array, shift: number, id: number, slot: number): void {
  const mask = (table.length >> 1) - 1;
  let pair = Math.imul(id, GOLDEN) >>> shift;
  while (table[pair << 1] !== 0) pair = (pair + 1) & mask;
  table[pair << 1] = id;
  table[(pair << 1) + 1] = slot;
}

/** Doubles the table once it is half full, so probes stay short. */
function grow(index: LeadIndex): void {
  const old = index.table;
  const bits = 32 - index.shift + 1;
  const table = new Int32Array(2 * pairsOf(bits));
  const shift = 32 - bits;
  for (let at = 0; at < old.length; at += 2) {
    const id = old[at] ?? 0;
    if (id !== 0) insert(table, shift, id, old[at + 1] ?? -1);
  }
  index.table = table;
  index.shift = shift;
}

/** Records a lead that is not in the index yet. */
export function addToIndex(index: LeadIndex, id: number, slot: number): void {
  if (!fits(id)) {
    index.wide.set(id, slot);
    return;
  }
  if (2 * (index.size + 1) > index.table.length >> 1) grow(index);
  insert(index.table, index.shift, id, slot);
  index.size++;
}

/**
 * The slots of `count` ids at once, from `scratch.ids` into `scratch.slots` (-1 for an id the inbox
 * does not hold). The ids are those that fit 32 bits; 0 marks one that does not (its caller looks it
 * up with slotOf). Done in stages: where each id hashes, then one plain loop of table reads, then the
 * comparisons. The reads do not depend on each other, so the processor has many of them under way at
 * once instead of waiting for each cache miss in turn.
 */
export function findSlots(index: LeadIndex, scratch: BatchScratch, count: number): void {
  const { table, shift } = index;
  const { ids, slots, firstPairs, foundIds } = scratch;
  const mask = (table.length >> 1) - 1;
  for (let at = 0; at < count; at++) firstPairs[at] = Math.imul(ids[at] ?? 0, GOLDEN) >>> shift;
  for (let at = 0; at < count; at++) foundIds[at] = table[(firstPairs[at] ?? 0) << 1] ?? 0;
  for (let at = 0; at < count; at++) {
    const id = ids[at] ?? 0;
    let pair = firstPairs[at] ?? 0;
    // Mostly found at its first pair; otherwise probed on (0: an id findSlots does not take).
    if (foundIds[at] !== id || id === 0) {
      for (;;) {
        const key = table[pair << 1];
        if (key === id && id !== 0) break;
        if (key === 0 || id === 0) {
          pair = -1;
          break;
        }
        pair = (pair + 1) & mask;
      }
    }
    slots[at] = pair < 0 ? -1 : (table[(pair << 1) + 1] ?? -1);
  }
}

/** The id as findSlots takes it: itself when it fits 32 bits, else 0. */
export const indexKey = (id: number): number => (fits(id) ? id : 0);
