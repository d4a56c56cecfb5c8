import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { formatElapsed } from './elapsed-time.js';

const UNIT_SECONDS = { second: 1, seconds: 1, minutes: 60, hours: 3600, days: 86_400 } as const;
const SHAPE = /^(\d+(?:\.\d)?) (second|seconds|minutes|hours|days)$/;

describe('formatElapsed (spec 1 §9)', () => {
  it('shows whole seconds under a minute and one decimal of a larger unit from a minute on', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e8, noNaN: true }), (seconds) => {
        const match = SHAPE.exec(formatElapsed(seconds));
        if (match === null) return false;
        const [, number = '', unit = ''] = match;
        return seconds < 60
          ? !number.includes('.')
          : number.includes('.') && unit !== 'second' && unit !== 'seconds';
      }),
      propertyConfig(),
    );
  });

  it('the number shown is the time in its unit to within a twentieth, and below the next unit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e8, noNaN: true }), (seconds) => {
        const [, number = '', unit = ''] = SHAPE.exec(formatElapsed(seconds)) ?? [];
        const perUnit = UNIT_SECONDS[unit as keyof typeof UNIT_SECONDS];
        const value = Number(number);
        const exact = seconds / perUnit;
        const close = perUnit === 1 ? value === Math.floor(seconds) : Math.abs(value - exact) <= 0.05 + 1e-9;
        const belowNext = unit === 'minutes' ? value < 60 : unit === 'hours' ? value < 24 : true;
        return close && belowNext;
      }),
      propertyConfig(),
    );
  });

  it('a longer time never shows in a smaller unit', () => {
    const rank = (shown: string) =>
      ['second', 'minutes', 'hours', 'days'].findIndex((u) => shown.includes(u));
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e8, noNaN: true }),
        fc.double({ min: 0, max: 1e8, noNaN: true }),
        (a, b) => rank(formatElapsed(Math.min(a, b))) <= rank(formatElapsed(Math.max(a, b))),
      ),
      propertyConfig(),
    );
  });
});
