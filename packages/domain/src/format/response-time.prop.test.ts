import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { formatResponseTime } from './response-time.js';

const SHAPES = {
  s: /^RT: (\d+)s$/,
  ms: /^RT: (\d+)m (\d+)s$/,
  hm: /^RT: (\d+)h (\d+)m$/,
  dh: /^RT: (\d+)d (\d+)h$/,
};

describe('formatResponseTime (spec 1 §9)', () => {
  it('formatResponseTime picks the unit by the 60/3600/86400 thresholds', () => {
    fc.assert(
      fc.property(fc.nat(400 * 86_400), (seconds) => {
        const shown = formatResponseTime(seconds);
        if (seconds < 60) return SHAPES.s.test(shown);
        if (seconds < 3600) return SHAPES.ms.test(shown);
        if (seconds < 86_400) return SHAPES.hm.test(shown);
        return SHAPES.dh.test(shown);
      }),
      propertyConfig(),
    );
  });

  it('the parts shown add up to the time, less whatever the smaller unit drops', () => {
    fc.assert(
      fc.property(fc.nat(400 * 86_400), (seconds) => {
        const shown = formatResponseTime(seconds);
        const [, a = '0', b = '0'] =
          SHAPES.s.exec(shown) ??
          SHAPES.ms.exec(shown) ??
          SHAPES.hm.exec(shown) ??
          SHAPES.dh.exec(shown) ??
          [];
        const [big, small] = [Number(a), Number(b)];
        if (seconds < 60) return big === seconds;
        const [bigUnit, smallUnit] =
          seconds < 3600 ? [60, 1] : seconds < 86_400 ? [3600, 60] : [86_400, 3600];
        const total = big * bigUnit + small * smallUnit;
        return small < bigUnit / smallUnit && total <= seconds && seconds - total < smallUnit;
      }),
      propertyConfig(),
    );
  });
});
