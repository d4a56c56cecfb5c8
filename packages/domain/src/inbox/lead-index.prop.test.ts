import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { addToIndex, batchScratch, emptyLeadIndex, findSlots, indexKey, slotOf } from './lead-index.js';

/** Lead ids as servers hand them out, some sharing hash buckets, and a few beyond 32 bits. */
const arbLeadId = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }) },
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 300 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }) },
);

describe('lead index (id → slot)', () => {
  it('finds the slot of every stored lead and -1 for any other id, one by one or in a batch', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbLeadId, { maxLength: 400 }),
        fc.array(arbLeadId, { maxLength: 50 }),
        (stored, others) => {
          const index = emptyLeadIndex();
          const model = new Map<number, number>();
          stored.forEach((id, slot) => {
            addToIndex(index, id, slot);
            model.set(id, slot);
          });
          const asked = [...stored, ...others, 0];
          const expected = asked.map((id) => model.get(id) ?? -1);
          expect(asked.map((id) => slotOf(index, id))).toEqual(expected);
          // findSlots takes the ids that fit 32 bits (0 for the others, which come back as -1).
          const scratch = batchScratch(asked.length);
          scratch.ids.set(asked.map(indexKey));
          findSlots(index, scratch, asked.length);
          const found = [...scratch.slots.subarray(0, asked.length)];
          expect(found).toEqual(asked.map((id, at) => (indexKey(id) === 0 ? -1 : (expected[at] ?? -1))));
        },
      ),
      propertyConfig(),
    );
  });
});
