import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { formatCallDuration } from './call-duration.js';

describe('formatCallDuration (spec 1 §2)', () => {
  it('always shows hours, minutes under 60 and seconds under 60 that add up to the whole seconds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (seconds) => {
        const match = /^(\d+)hr (\d+)min (\d+)sec$/.exec(formatCallDuration(seconds));
        if (match === null) return false;
        const [h, m, s] = match.slice(1).map(Number) as [number, number, number];
        return m < 60 && s < 60 && h * 3600 + m * 60 + s === Math.floor(seconds);
      }),
      propertyConfig(),
    );
  });
});
