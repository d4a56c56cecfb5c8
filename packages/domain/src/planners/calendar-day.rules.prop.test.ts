import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatRequestDate } from '../format/dates.js';
import { propertyConfig } from '../testing/fc-config.js';
import { dayNumber, dottedDay, groupedMiles, isoOfDay, plusCalendar } from './calendar-day.rules.js';

const arbIso = () =>
  fc.integer({ min: 0, max: 60_000 }).map((days) => DateTime.utc(1960, 1, 1).plus({ days }).toISODate()!);

describe('calendar days as numbers agree with luxon (the planners hot path)', () => {
  it('adds months and days as luxon plus() does, month ends included', () => {
    fc.assert(
      fc.property(
        arbIso(),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -400, max: 400 }),
        (iso, months, days) => {
          const luxon = DateTime.fromISO(iso, { zone: 'UTC' }).plus({ months, days }).toISODate();
          expect(plusCalendar(iso, { months, days })).toBe(luxon);
        },
      ),
      propertyConfig(),
    );
  });

  it('counts days between two dates as luxon diff() does, and round-trips', () => {
    fc.assert(
      fc.property(arbIso(), arbIso(), (a, b) => {
        const luxon = DateTime.fromISO(b, { zone: 'UTC' }).diff(
          DateTime.fromISO(a, { zone: 'UTC' }),
          'days',
        ).days;
        expect(dayNumber(b) - dayNumber(a)).toBe(luxon);
        expect(isoOfDay(dayNumber(a))).toBe(a);
      }),
      propertyConfig(),
    );
  });

  it('writes DD.MM.YYYY and grouped miles exactly as luxon and en-US do', () => {
    fc.assert(
      fc.property(arbIso(), fc.integer({ min: -5_000_000, max: 5_000_000 }), (iso, miles) => {
        expect(dottedDay(iso)).toBe(formatRequestDate(iso));
        expect(groupedMiles(miles)).toBe(miles.toLocaleString('en-US'));
      }),
      propertyConfig(),
    );
  });
});
