import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { inReportRange, localReportDay } from './report-day.js';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'UTC',
];
const arbInstant = () =>
  fc.date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2030-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
const arbDay = () => arbInstant().map((date) => date.toISOString().slice(0, 10));

/** Every local day from start to end, inclusive. */
const daysOf = (start: string, end: string): string[] => {
  const days: string[] = [];
  for (
    let day = DateTime.fromISO(start, { zone: 'UTC' });
    day.toISODate()! <= end;
    day = day.plus({ days: 1 })
  )
    days.push(day.toISODate()!);
  return days;
};

describe('a message is counted on one local day of its store (spec: counts by day in each store zone)', () => {
  it('a moment falls in exactly one day bucket of any range that contains it, and in none of a range that does not', () => {
    fc.assert(
      fc.property(
        arbInstant(),
        fc.constantFrom(...ZONES),
        arbDay(),
        fc.nat(40),
        (instant, zone, start, length) => {
          const end = DateTime.fromISO(start, { zone: 'UTC' }).plus({ days: length }).toISODate()!;
          const buckets = daysOf(start, end).filter((day) => day === localReportDay(instant, zone));
          return (
            buckets.length === (inReportRange(instant, zone, { startDate: start, endDate: end }) ? 1 : 0)
          );
        },
      ),
      propertyConfig(),
    );
  });

  it('the day is the store clock’s date: local midnight starts it and the moment before midnight ends the previous one', () => {
    fc.assert(
      fc.property(arbDay(), fc.constantFrom(...ZONES), (day, zone) => {
        const midnight = DateTime.fromISO(day, { zone }).startOf('day');
        const justBefore = midnight.minus({ milliseconds: 1 }).toJSDate();
        return (
          localReportDay(midnight.toJSDate(), zone) === day &&
          localReportDay(justBefore, zone) === midnight.minus({ days: 1 }).toISODate() &&
          localReportDay(midnight.plus({ hours: 23, minutes: 59 }).toJSDate(), zone) >= day
        );
      }),
      propertyConfig(),
    );
  });

  it('the same moment is never more than a day apart between two stores', () => {
    fc.assert(
      fc.property(arbInstant(), fc.constantFrom(...ZONES), fc.constantFrom(...ZONES), (instant, a, b) => {
        const days = DateTime.fromISO(localReportDay(instant, a)).diff(
          DateTime.fromISO(localReportDay(instant, b)),
          'days',
        ).days;
        return Math.abs(days) <= 1;
      }),
      propertyConfig(),
    );
  });
});
