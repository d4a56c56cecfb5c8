import { describe, expect, it } from 'vitest';
import { emptyOrder, moveToTop, placeAtBottom, placeAtTop, topFirst, type OrderNode } from './inbox-order.js';

type Node = OrderNode & { name: string };
const node = (name: string): Node => ({ name, place: 0 });
const names = (order: ReturnType<typeof emptyOrder<Node>>, limit?: number) =>
  [...topFirst(order, limit)].map((n) => n.name);

describe('top-first order (spec 1 §4 "moves to the top of the list")', () => {
  it('lists placed nodes top-first, moved ones above listed ones', () => {
    const order = emptyOrder<Node>();
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(node) as [Node, Node, Node, Node];
    [a, b, c].forEach((n) => placeAtBottom(order, n));
    expect(names(order)).toEqual(['a', 'b', 'c']);
    moveToTop(order, c);
    placeAtTop(order, d);
    moveToTop(order, b);
    moveToTop(order, c);
    expect(names(order)).toEqual(['c', 'b', 'd', 'a']);
    expect(names(order, 2)).toEqual(['c', 'b']);
  });

  it('moving the top node again changes nothing', () => {
    const order = emptyOrder<Node>();
    const a = node('a');
    placeAtTop(order, a);
    moveToTop(order, a);
    expect(order.moves).toHaveLength(1);
  });

  it('compacts its log of moves so it stays within about twice the number of nodes', () => {
    const order = emptyOrder<Node>();
    const nodes = Array.from({ length: 10 }, (_, i) => node(`n${i}`));
    nodes.forEach((n) => placeAtBottom(order, n));
    for (let i = 0; i < 5000; i++) moveToTop(order, nodes[i % 10] as Node);
    expect(order.moves.length).toBeLessThanOrEqual(2 * 10 + 1024 + 1);
    expect(names(order)).toEqual(['n9', 'n8', 'n7', 'n6', 'n5', 'n4', 'n3', 'n2', 'n1', 'n0']);
  });
});
