import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { US_OFFICE_ZONES } from '../testing/us-office-zones.js';
import { checkOfficeTimeZone, timezoneDisplay } from './office-time-zone.rules.js';

const ZONES = Intl.supportedValuesOf('timeZone').filter((zone) => checkOfficeTimeZone(zone).ok);
const zone = fc.constantFrom(...ZONES);
/**
 * Zones whose clocks keep one standard time and move forward for daylight saving, north and south,
 * whole, half- and three-quarter-hour offsets. Some accepted zones have no single standard time: a
 * base offset changed in mid-year (Asia/Novokuznetsk in 2010) or clocks set back for Ramadan
 * (Africa/Casablanca); for them the display is still their January/July one.
 */
const ordinaryZone = fc.constantFrom(
  ...US_OFFICE_ZONES,
  'America/Halifax',
  'America/St_Johns',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Australia/Adelaide',
  'Pacific/Auckland',
);
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2037-12-31T00:00:00Z'),
  noInvalidDate: true,
});

const minutesOf = (display: string): number => {
  const [, sign, hours, minutes] = /^GMT([+-])(\d{2}):(\d{2})$/.exec(display)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
};

describe('the time-zone display rule', () => {
  it('is always GMT±hh:mm, for every zone an office may keep', () => {
    fc.assert(
      fc.property(zone, instant, (name, at) => {
        expect(timezoneDisplay(name, at)).toMatch(/^GMT[+-]\d{2}:\d{2}$/);
      }),
    );
  });

  it('is never more than the offset the office has at that moment: daylight saving only moves clocks forward', () => {
    fc.assert(
      fc.property(ordinaryZone, instant, (name, at) => {
        const offsetNow = DateTime.fromJSDate(at, { zone: name }).offset;
        expect(minutesOf(timezoneDisplay(name, at))).toBeLessThanOrEqual(offsetNow);
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
