import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { US_OFFICE_ZONES } from '../testing/us-office-zones.js';
import { nextSendTime } from './quiet-hours.rules.js';

// The rule, restated here without the module's helpers: automated texts go out between 8:00
// (inclusive) and 21:00 (exclusive) in the customer's local time; a text due outside that window
// waits for the next 8:00 local time.
const OPENS = 8;
const CLOSES = 21;

const zones = fc.constantFrom(...US_OFFICE_ZONES);

const localHour = (at: Date, zone: string) => DateTime.fromMillis(at.getTime(), { zone }).hour;
const insideWindow = (at: Date, zone: string) => {
  const hour = localHour(at, zone);
  return hour >= OPENS && hour < CLOSES;
};

/** The expected send time by calendar arithmetic: the local date, or the day after, at 8:00 there. */
function expectedSendTime(at: Date, zone: string): Date {
  if (insideWindow(at, zone)) return at;
  const local = DateTime.fromMillis(at.getTime(), { zone });
  const dayAfter = new Date(Date.UTC(local.year, local.month - 1, local.day + 1));
  const [year, month, day] =
    local.hour < OPENS
      ? [local.year, local.month, local.day]
      : [dayAfter.getUTCFullYear(), dayAfter.getUTCMonth() + 1, dayAfter.getUTCDate()];
  return DateTime.fromObject({ year, month, day, hour: OPENS }, { zone }).toJSDate();
}

/**
 * Instants in a zone: any instant, local times on either side of 8:00 and 21:00 to the millisecond,
 * and local times on the days the clocks change (US 2025 and 2026), where a day has 23 or 25 hours.
 */
const arbDue = () =>
  zones.chain((zone) =>
    fc.record({
      zone: fc.constant(zone),
      at: fc.oneof(
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc
          .tuple(
            // The days the US clocks change, the evenings before them, and the ends of a month and a year.
            fc.constantFrom(
              ...['2025-03-08', '2025-03-09', '2025-11-01', '2025-11-02', '2026-03-07', '2026-03-08'],
              ...['2026-10-31', '2026-11-01', '2026-02-28', '2026-12-31'],
            ),
            fc.integer({ min: 0, max: 23 }),
            fc.integer({ min: 0, max: 59 }),
          )
          .map(([date, hour, minute]) => DateTime.fromISO(date, { zone }).set({ hour, minute }).toJSDate()),
        fc
          .tuple(
            fc.date({
              min: new Date('2025-01-01T00:00:00Z'),
              max: new Date('2027-12-31T00:00:00Z'),
              noInvalidDate: true,
            }),
            fc.constantFrom(
              '07:59:59.999',
              '08:00:00.000',
              '20:59:59.999',
              '21:00:00.000',
              '00:00:00.000',
              '23:59:59.999',
            ),
          )
          .map(([day, time]) => {
            const date = DateTime.fromMillis(day.getTime(), { zone }).toISODate();
            return DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();
          }),
      ),
    }),
  );

describe('automated texts wait for 8 am – 9 pm local time, never dropped', () => {
  it('a text due inside the window goes at once; one due outside goes at the next 8:00 local time', () => {
    fc.assert(
      fc.property(arbDue(), ({ at, zone }) => {
        expect(nextSendTime(at, zone).toISOString()).toBe(expectedSendTime(at, zone).toISOString());
      }),
      propertyConfig(),
    );
  });

  it('the send time is inside the window, not before the text was due, and within a day', () => {
    fc.assert(
      fc.property(arbDue(), ({ at, zone }) => {
        const send = nextSendTime(at, zone);
        const hour = localHour(send, zone);
        expect(hour).toBeGreaterThanOrEqual(OPENS);
        expect(hour).toBeLessThan(CLOSES);
        expect(send.getTime()).toBeGreaterThanOrEqual(at.getTime());
        // 11 hours of night at most, plus one on the night the clocks go back.
        expect(send.getTime() - at.getTime()).toBeLessThanOrEqual(12 * 3600 * 1000);
      }),
      propertyConfig(),
    );
  });

  it('a held text goes out at exactly 8:00 local time', () => {
    fc.assert(
      fc.property(arbDue(), ({ at, zone }) => {
        fc.pre(!insideWindow(at, zone));
        const local = DateTime.fromJSDate(nextSendTime(at, zone), { zone });
        expect([local.hour, local.minute, local.second, local.millisecond]).toEqual([OPENS, 0, 0, 0]);
      }),
      propertyConfig(),
    );
  });

  it('reaches both sides of both edges of the window', () => {
    // The generator itself: without instants at 7:59:59.999 and 21:00 the properties above could
    // not tell an off-by-one edge from a right one.
    const samples = fc.sample(arbDue(), 500);
    const clock = (s: { at: Date; zone: string }) =>
      DateTime.fromJSDate(s.at, { zone: s.zone }).toFormat('HH:mm:ss.SSS');
    const clocks = new Set(samples.map(clock));
    for (const edge of ['07:59:59.999', '08:00:00.000', '20:59:59.999', '21:00:00.000']) {
      expect(clocks).toContain(edge);
    }
  });
});
