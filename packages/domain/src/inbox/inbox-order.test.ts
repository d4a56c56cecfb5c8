import { describe, expect, it } from 'vitest';
import {
  emptyOrder,
  moveToTop,
  placeAtBottom,
  placeAtTop,
  topFirst,
  type PlaceRows,
  type TopFirstOrder,
} from './inbox-order.js';

/** Room for the places of the slots these tests use (1 number per slot). */
const placeRows = (): PlaceRows => ({ rows: new Int32Array(1024), stride: 1, offset: 0 });

const NAMES = ['a', 'b', 'c', 'd'] as const;
const [a, b, c, d] = [0, 1, 2, 3];
const names = (order: TopFirstOrder, limit?: number) =>
  [...topFirst(order, limit)].map((slot) => NAMES[slot]);

describe('top-first order (spec 1 §4 "moves to the top of the list")', () => {
  it('lists placed slots top-first, moved ones above listed ones', () => {
    const order = emptyOrder(placeRows());
    [a, b, c].forEach((slot) => placeAtBottom(order, slot));
    expect(names(order)).toEqual(['a', 'b', 'c']);
    moveToTop(order, c);
    placeAtTop(order, d);
    moveToTop(order, b);
    moveToTop(order, c);
    expect(names(order)).toEqual(['c', 'b', 'd', 'a']);
    expect(names(order, 2)).toEqual(['c', 'b']);
  });

  it('moving the top slot again changes nothing', () => {
    const order = emptyOrder(placeRows());
    placeAtTop(order, a);
    moveToTop(order, a);
    expect(order.moves).toHaveLength(1);
  });

  it('compacts its log of moves so it stays within about twice the number of slots', () => {
    const order = emptyOrder(placeRows());
    for (let slot = 0; slot < 10; slot++) placeAtBottom(order, slot);
    for (let i = 0; i < 5000; i++) moveToTop(order, i % 10);
    expect(order.moves.length).toBeLessThanOrEqual(2 * 10 + 1024 + 1);
    expect([...topFirst(order)]).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it("keeps each slot's place in its owner's rows, at the slot's stride and offset", () => {
    const places: PlaceRows = { rows: new Int32Array(12), stride: 3, offset: 2 };
    const order = emptyOrder(places);
    [0, 1, 2, 3].forEach((slot) => placeAtBottom(order, slot));
    moveToTop(order, 2);
    expect([...places.rows]).toEqual([0, 0, -1, 0, 0, -1, 0, 0, 0, 0, 0, -1]);
    expect([...topFirst(order)]).toEqual([2, 0, 1, 3]);
  });
});
