import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { checkOfficeTimeZone, timezoneDisplay } from './office-time-zone.rules.js';

const ZONES = Intl.supportedValuesOf('timeZone').filter((zone) => checkOfficeTimeZone(zone).ok);
const zone = fc.constantFrom(...ZONES);
const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2037-12-31T00:00:00Z') });

const minutesOf = (display: string): number => {
  const [, sign, hours, minutes] = /^GMT([+-])(\d{2}):(\d{2})$/.exec(display)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
};

describe('the time-zone display rule', () => {
  it('is always GMT±hh:mm, and never more than the offset the office has at that moment', () => {
    fc.assert(
      fc.property(zone, instant, (name, at) => {
        const display = timezoneDisplay(name, at);
        expect(display).toMatch(/^GMT[+-]\d{2}:\d{2}$/);
        // Daylight saving only ever moves clocks forward from standard time.
        expect(minutesOf(display)).toBeLessThanOrEqual(DateTime.fromJSDate(at, { zone: name }).offset);
      }),
    );
  });

  it('is the same all year: the display of a zone never depends on the season', () => {
    fc.assert(
      fc.property(
        zone,
        fc.integer({ min: 2000, max: 2037 }),
        fc.integer({ min: 1, max: 12 }),
        (name, year, month) => {
          const at = new Date(Date.UTC(year, month - 1, 15));
          expect(timezoneDisplay(name, at)).toBe(timezoneDisplay(name, new Date(Date.UTC(year, 5, 1))));
        },
      ),
    );
  });
});
