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
  type Placed,
} from './inbox-order.js';

/** A lead of these tests: a number, carrying its place in the order. */
type Node = Placed & { readonly id: number };
const ids = (nodes: Iterable<Node>) => [...nodes].map((node) => node.id);

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
        const order = emptyOrder<Node>(slack);
        const nodes: Node[] = [];
        const model: number[] = [];
        for (const step of steps) {
          if (step.op === 'move') {
            const node = model[step.at % Math.max(1, model.length)];
            if (node === undefined) continue;
            moveToTop(order, nodes[node] as Node);
            model.splice(model.indexOf(node), 1);
            model.unshift(node);
            continue;
          }
          const node = model.length;
          nodes.push({ id: node, place: 0 });
          if (step.op === 'top') {
            placeAtTop(order, nodes[node] as Node);
            model.unshift(node);
          } else {
            placeAtBottom(order, nodes[node] as Node);
            model.push(node);
          }
        }
        expect(ids(topFirst(order))).toEqual(model);
        expect(ids(topFirst(order, limit))).toEqual(model.slice(0, limit));
        expect(collectTopFirst(order, limit, (slot) => `lead ${slot.id}`)).toEqual(
          model.slice(0, limit).map((slot) => `lead ${slot}`),
        );
      }),
      propertyConfig(),
    );
  });
});
