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
  type OrderNode,
} from './inbox-order.js';

type Node = OrderNode & { readonly id: number };
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
        const model: Node[] = [];
        for (const step of steps) {
          if (step.op === 'move') {
            const node = model[step.at % Math.max(1, model.length)];
            if (!node) continue;
            moveToTop(order, node);
            model.splice(model.indexOf(node), 1);
            model.unshift(node);
            continue;
          }
          const node: Node = { id: model.length, place: 0 };
          if (step.op === 'top') {
            placeAtTop(order, node);
            model.unshift(node);
          } else {
            placeAtBottom(order, node);
            model.push(node);
          }
        }
        expect([...topFirst(order)].map((n) => n.id)).toEqual(model.map((n) => n.id));
        expect([...topFirst(order, limit)].map((n) => n.id)).toEqual(model.slice(0, limit).map((n) => n.id));
        expect(collectTopFirst(order, limit, (n) => n.id)).toEqual(model.slice(0, limit).map((n) => n.id));
      }),
      propertyConfig(),
    );
  });
});
