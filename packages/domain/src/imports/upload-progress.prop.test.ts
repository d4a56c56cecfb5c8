import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { progressReporter } from './upload-progress.js';

const arbEvents = fc.array(
  fc.record({
    loaded: fc.double({ min: -10, max: 2e6, noNaN: true }),
    total: fc.double({ min: -1, max: 1e6, noNaN: true }),
  }),
  { maxLength: 30 },
);

describe('upload progress properties', () => {
  it('whatever the events, percentages are whole, start at 0, strictly grow, and only `done` reaches 100', () => {
    fc.assert(
      fc.property(arbEvents, fc.boolean(), (events, succeeded) => {
        const seen: number[] = [];
        const progress = progressReporter((p) => seen.push(p));
        for (const { loaded, total } of events) progress.sent(loaded, total);
        if (succeeded) progress.done();
        const whole = seen.every((p) => Number.isInteger(p) && p >= 0 && p <= 100);
        const growing = seen.every((p, i) => i === 0 || p > (seen[i - 1] ?? 0));
        const ends = succeeded ? seen.at(-1) === 100 : !seen.includes(100);
        return seen[0] === 0 && whole && growing && ends;
      }),
      propertyConfig(),
    );
  });
});
