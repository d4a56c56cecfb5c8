import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { US_OFFICE_ZONES } from '../testing/us-office-zones.js';
import { readRequestedTime } from './date-time-reading.rules.js';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
// Years either side of today, so both daylight-saving changes and leap days fall among the moments.
const anyNow = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2032-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const anyZone = fc.constantFrom(...US_OFFICE_ZONES);

/** Replies customers send that name no day and no time (no digits, no date words). */
const ORDINARY_REPLIES = [
  'sounds good',
  'yes please',
  'no thanks',
  'ok',
  'Ok!',
  'who is this?',
  'already had it done at the dealer',
  'sold that car',
  'wrong number',
  'how much is an oil change',
  'thank you 👍',
  'call me please',
  'I need a loaner',
  'can someone pick it up',
  'the check engine light is on',
  'not interested',
  'what does the service include',
  'is the tire rotation free',
  'my wife drives it mostly',
  'let me check with my husband',
];

describe('reading a requested time', () => {
  it('a weekday and a morning hour is that weekday and hour in the store’s zone, after now and within 8 days', () => {
    const phrasing = fc.constantFrom(
      (day: string, hour: number) => `${day} at ${hour}am`,
      (day: string, hour: number) => `can I come ${day.toLowerCase()} at ${hour} am?`,
      (day: string, hour: number) => `${day.toUpperCase()} ${hour}AM works`,
    );
    fc.assert(
      fc.property(
        anyNow,
        anyZone,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 7, max: 11 }),
        phrasing,
        (now, zone, weekdayIndex, hour, say) => {
          const reading = readRequestedTime(say(WEEKDAYS[weekdayIndex]!, hour), { zone, now });
          expect(reading).not.toBeNull();
          const start = DateTime.fromISO(reading!.start, { setZone: true });
          const local = start.setZone(zone);
          expect(start.toMillis()).toBeGreaterThan(now.getTime());
          expect(start.toMillis() - now.getTime()).toBeLessThan(8 * 24 * 3600 * 1000);
          expect(local.weekday).toBe(weekdayIndex + 1);
          expect([local.hour, local.minute]).toEqual([hour, 0]);
          // The written offset is the zone's own on that day (daylight or standard time).
          expect(start.offset).toBe(local.offset);
          expect(reading!.day).toBe(local.toISODate());
          expect(reading!.time).toBe(local.toFormat('HH:mm'));
        },
      ),
      propertyConfig(),
    );
  });

  it('a reply with no digits and no date words answers null', () => {
    const reply = fc
      .array(fc.constantFrom(...ORDINARY_REPLIES), { minLength: 1, maxLength: 3 })
      .chain((parts) => fc.constantFrom(' ', ', ', '. ').map((glue) => parts.join(glue)));
    fc.assert(
      fc.property(reply, anyNow, anyZone, (text, now, zone) => {
        expect(readRequestedTime(text, { zone, now })).toBeNull();
      }),
      propertyConfig(),
    );
  });

  it('whatever it reads is not in the past', () => {
    const words = fc.constantFrom(
      'today',
      'tomorrow',
      'tonight',
      'Friday',
      'the 3rd',
      'the 31st',
      'at 2',
      'at 9',
      'morning',
      'noon',
      'next week',
    );
    fc.assert(
      fc.property(words, anyNow, anyZone, (text, now, zone) => {
        const reading = readRequestedTime(text, { zone, now });
        if (!reading) return;
        const today = DateTime.fromJSDate(now, { zone }).toISODate()!;
        expect(reading.day >= today).toBe(true);
        if (reading.time) expect(DateTime.fromISO(reading.start).toMillis()).toBeGreaterThan(now.getTime());
      }),
      propertyConfig(),
    );
  });

  it('a weekday with a loose afternoon hour keeps both, whichever comes first (issue 31)', () => {
    const SHORT = ['mon', 'tues', 'wed', 'thurs', 'fri', 'sat', 'sun'];
    const phrasing = fc.constantFrom(
      (day: string, hour: number, _full: string) => `${day} around ${hour}`,
      (day: string, hour: number, _full: string) => `can I come ${day} after ${hour}?`,
      // "1 mon" is a month to chrono: time-first phrasing names the day in full.
      (_day: string, hour: number, full: string) => `about ${hour}ish ${full}`,
    );
    fc.assert(
      fc.property(
        anyNow,
        anyZone,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        phrasing,
        (now, zone, weekdayIndex, hour, say) => {
          const full = WEEKDAYS[weekdayIndex]!.toLowerCase();
          const reading = readRequestedTime(say(SHORT[weekdayIndex]!, hour, full), { zone, now });
          expect(reading).not.toBeNull();
          const local = DateTime.fromISO(reading!.start, { setZone: true }).setZone(zone);
          expect(local.weekday).toBe(weekdayIndex + 1);
          expect([local.hour, local.minute]).toEqual([hour + 12, 0]);
          expect(local.toMillis()).toBeGreaterThan(now.getTime());
          expect(local.toMillis() - now.getTime()).toBeLessThan(8 * 24 * 3600 * 1000);
        },
      ),
      propertyConfig(),
    );
  });

  it('today ruled out and tomorrow afternoon offered is tomorrow at 2 pm in the store’s zone, at any hour', () => {
    const phrasing = fc.constantFrom(
      'not today, tomorrow afternoon?',
      "I can't make it today but tomorrow afternoon works",
      'today is no good. tmrw afternoon',
    );
    fc.assert(
      fc.property(anyNow, anyZone, phrasing, (now, zone, text) => {
        const reading = readRequestedTime(text, { zone, now });
        const tomorrow = DateTime.fromJSDate(now, { zone }).plus({ days: 1 }).toISODate();
        expect(reading).toMatchObject({ day: tomorrow, time: '14:00' });
      }),
      propertyConfig(),
    );
  });

  it('"end of next week, <weekday>" is that weekday of the next Monday-to-Sunday week', () => {
    fc.assert(
      fc.property(anyNow, anyZone, fc.integer({ min: 0, max: 6 }), (now, zone, weekdayIndex) => {
        const reading = readRequestedTime(`end of next week, ${WEEKDAYS[weekdayIndex]!}`, { zone, now });
        const nextMonday = DateTime.fromJSDate(now, { zone }).startOf('week').plus({ weeks: 1 });
        expect(reading?.day).toBe(nextMonday.plus({ days: weekdayIndex }).toISODate());
      }),
      propertyConfig(),
    );
  });
});
