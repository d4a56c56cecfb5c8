import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  collectTopFirst,
  emptyOrder,
  moveToTop,
  placeAtBottom,
  placeAtTop,
  topFirst,
  type PlaceRows,
} from './inbox-order.js';

/** Room for the places of the slots these tests use (1 number per slot). */
const placeRows = (): PlaceRows => ({ rows: new Int32Array(1024), stride: 1, offset: 0 });

type Step = { op: 'bottom' | 'top' | 'move'; at: number };

const arbSteps = fc.array(
  fc.record({
    op: fc.constantFrom<Step['op']>('bottom', 'bottom', 'top', 'move', 'move', 'move'),
    at: fc.nat(40),
  }),
  { maxLength: 300, size: 'max' },
);

describe('top-first order (spec 1 §4)', () => {
  it('matches a plain list where a move puts the lead first, through any compactions', () => {
    fc.assert(
      fc.property(arbSteps, fc.nat(50), fc.nat(8), (steps, limit, slack) => {
        const order = emptyOrder(placeRows(), slack);
        const model: number[] = [];
        for (const step of steps) {
          if (step.op === 'move') {
            const node = model[step.at % Math.max(1, model.length)];
            if (node === undefined) continue;
            moveToTop(order, node);
            model.splice(model.indexOf(node), 1);
            model.unshift(node);
            continue;
          }
          const node = model.length;
          if (step.op === 'top') {
            placeAtTop(order, node);
            model.unshift(node);
          } else {
            placeAtBottom(order, node);
            model.push(node);
          }
        }
        expect([...topFirst(order)]).toEqual(model);
        expect([...topFirst(order, limit)]).toEqual(model.slice(0, limit));
        expect(collectTopFirst(order, limit, (slot) => `lead ${slot}`)).toEqual(
          model.slice(0, limit).map((slot) => `lead ${slot}`),
        );
      }),
      propertyConfig(),
    );
  });
});
