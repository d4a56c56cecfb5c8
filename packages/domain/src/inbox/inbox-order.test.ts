import { describe, expect, it } from 'vitest';
import {
  emptyOrder,
  LISTED,
  moveToTop,
  placeAtBottom,
  placeAtTop,
  topFirst,
  type Placed,
  type TopFirstOrder,
} from './inbox-order.js';

type Node = Placed & { readonly name: string };
const node = (name: string): Node => ({ name, place: LISTED });
const names = (order: TopFirstOrder<Node>, limit?: number) =>
  [...topFirst(order, limit)].map((placed) => placed.name);
const numbered = (count: number) => Array.from({ length: count }, (_, at) => node(String(at)));

describe('top-first order (spec 1 §4 "moves to the top of the list")', () => {
  it('lists placed leads top-first, moved ones above listed ones', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(node) as [Node, Node, Node, Node];
    const order = emptyOrder<Node>();
    [a, b, c].forEach((placed) => placeAtBottom(order, placed));
    expect(names(order)).toEqual(['a', 'b', 'c']);
    moveToTop(order, c);
    placeAtTop(order, d);
    moveToTop(order, b);
    moveToTop(order, c);
    expect(names(order)).toEqual(['c', 'b', 'd', 'a']);
    expect(names(order, 2)).toEqual(['c', 'b']);
  });

  it('moving the top lead again changes nothing', () => {
    const a = node('a');
    const order = emptyOrder<Node>();
    placeAtTop(order, a);
    moveToTop(order, a);
    expect(order.moves).toHaveLength(1);
  });

  it('compacts its log of moves so it stays within about twice the number of leads', () => {
    const leads = numbered(10);
    const order = emptyOrder<Node>();
    leads.forEach((placed) => placeAtBottom(order, placed));
    for (let i = 0; i < 5000; i++) moveToTop(order, leads[i % 10] as Node);
    expect(order.moves.length).toBeLessThanOrEqual(2 * 10 + 1024 + 1);
    expect(names(order)).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
  });

  it('drops moved leads from the listed ones once they are half of them, keeping the order', () => {
    const leads = numbered(6);
    const order = emptyOrder<Node>(0);
    leads.forEach((placed) => placeAtBottom(order, placed));
    for (const at of [5, 4, 3, 2, 1, 0, 5]) moveToTop(order, leads[at] as Node);
    expect(order.listed.length).toBeLessThan(6);
    expect(names(order)).toEqual(['5', '0', '1', '2', '3', '4']);
  });
});
