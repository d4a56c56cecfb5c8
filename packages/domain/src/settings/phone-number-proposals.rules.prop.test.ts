import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/index.js';
import { isAreaCode, isStoreNumber, proposeNumbers, simulatedStock } from './phone-number-proposals.rules.js';

const arbAreaCode = () =>
  fc
    .tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 0, max: 99 }))
    .map(([first, rest]) => `${first}${String(rest).padStart(2, '0')}`)
    .filter(isAreaCode);

describe('number proposals (spec 2 §7: 10 numbers a request)', () => {
  it('proposes at most 10 distinct numbers of the asked area code, none of them taken', () => {
    fc.assert(
      fc.property(
        arbAreaCode(),
        fc.array(fc.integer({ min: 0, max: 99 })),
        fc.integer(),
        (area, takenAt, offset) => {
          const stock = simulatedStock(area);
          const taken = new Set(takenAt.map((i) => stock[i]!));
          const proposed = proposeNumbers(stock, taken, offset);
          expect(proposed.length).toBe(Math.min(10, stock.length - taken.size));
          expect(new Set(proposed).size).toBe(proposed.length);
          for (const number of proposed) {
            expect(number.startsWith(`+1${area}`)).toBe(true);
            expect(isStoreNumber(number)).toBe(true);
            expect(taken.has(number)).toBe(false);
          }
        },
      ),
      propertyConfig(),
    );
  });

  it('never proposes a number of the fiction range twice across the whole stock', () => {
    fc.assert(
      fc.property(arbAreaCode(), (area) => {
        const stock = simulatedStock(area);
        expect(new Set(stock).size).toBe(100);
        expect(stock.every((n) => /^\+1\d{3}5550(1\d\d)$/.test(n))).toBe(true);
      }),
      propertyConfig(),
    );
  });
});

describe('area codes', () => {
  it('refuses trunk prefixes and N11 service codes', () => {
    expect(['212', '718', '303'].every(isAreaCode)).toBe(true);
    expect(['011', '123', '911', '411', '71', '7180', 'abc'].some(isAreaCode)).toBe(false);
  });
});
