import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { customerTimeZone, zoneOfAreaCode } from './area-code-zone.js';
import { isWithinSendWindow, nextSendTime } from './quiet-hours.rules.js';

/** A local wall time in a zone as an instant. */
const local = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toJSDate();
/** An instant as the local wall time in a zone, to the minute. */
const wall = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).toFormat("yyyy-MM-dd'T'HH:mm ccc");

const MIAMI = 'America/New_York';
const HOUSTON = 'America/Chicago';

describe('Florida, Oklahoma and Maryland: 8 am to 8 pm', () => {
  it.each([
    ['FL', MIAMI],
    ['OK', 'America/Chicago'],
    ['MD', 'America/New_York'],
  ] as const)(
    '%s: 7:59 is held until 8:00, 8:00 goes, 19:59 goes, 20:00 is held until 8:00 next day',
    (state, zone) => {
      // 2026-11-20 is a Friday.
      expect(isWithinSendWindow(local('2026-11-20T07:59', zone), zone, state)).toBe(false);
      expect(wall(nextSendTime(local('2026-11-20T07:59', zone), zone, state), zone)).toBe(
        '2026-11-20T08:00 Fri',
      );
      expect(isWithinSendWindow(local('2026-11-20T08:00', zone), zone, state)).toBe(true);
      expect(isWithinSendWindow(local('2026-11-20T19:59', zone), zone, state)).toBe(true);
      expect(isWithinSendWindow(local('2026-11-20T20:00', zone), zone, state)).toBe(false);
      expect(wall(nextSendTime(local('2026-11-20T20:00', zone), zone, state), zone)).toBe(
        '2026-11-21T08:00 Sat',
      );
    },
  );

  it('holds a Florida text at 20:30 until 8:00 the next morning', () => {
    expect(nextSendTime(local('2026-11-20T20:30', MIAMI), MIAMI, 'FL').toISOString()).toBe(
      '2026-11-21T13:00:00.000Z',
    );
  });
});

describe('Texas: 9 am to 9 pm Monday to Saturday, noon to 9 pm Sunday', () => {
  it('Saturday: 8:59 is held until 9:00, 9:00 goes', () => {
    expect(isWithinSendWindow(local('2026-11-21T08:59', HOUSTON), HOUSTON, 'TX')).toBe(false);
    expect(wall(nextSendTime(local('2026-11-21T08:59', HOUSTON), HOUSTON, 'TX'), HOUSTON)).toBe(
      '2026-11-21T09:00 Sat',
    );
    expect(isWithinSendWindow(local('2026-11-21T09:00', HOUSTON), HOUSTON, 'TX')).toBe(true);
  });

  it('Saturday: 20:59 goes, 21:00 is held until noon on Sunday', () => {
    expect(isWithinSendWindow(local('2026-11-21T20:59', HOUSTON), HOUSTON, 'TX')).toBe(true);
    expect(wall(nextSendTime(local('2026-11-21T21:00', HOUSTON), HOUSTON, 'TX'), HOUSTON)).toBe(
      '2026-11-22T12:00 Sun',
    );
  });

  it('Sunday: 9:00 and 11:59 are held until 12:00, 12:00 goes', () => {
    expect(isWithinSendWindow(local('2026-11-22T09:00', HOUSTON), HOUSTON, 'TX')).toBe(false);
    expect(isWithinSendWindow(local('2026-11-22T11:59', HOUSTON), HOUSTON, 'TX')).toBe(false);
    expect(wall(nextSendTime(local('2026-11-22T11:59', HOUSTON), HOUSTON, 'TX'), HOUSTON)).toBe(
      '2026-11-22T12:00 Sun',
    );
    expect(isWithinSendWindow(local('2026-11-22T12:00', HOUSTON), HOUSTON, 'TX')).toBe(true);
  });

  it('Sunday 21:00 is held until 9:00 on Monday', () => {
    expect(wall(nextSendTime(local('2026-11-22T21:00', HOUSTON), HOUSTON, 'TX'), HOUSTON)).toBe(
      '2026-11-23T09:00 Mon',
    );
  });
});

describe('elsewhere (and an unknown state): 8 am to 9 pm every day', () => {
  it.each(['NY', 'CA', null] as const)(
    '%s: 7:59 held until 8:00, 8:00 goes, 20:59 goes, 21:00 held',
    (state) => {
      const zone = 'America/Los_Angeles';
      expect(wall(nextSendTime(local('2026-11-22T07:59', zone), zone, state), zone)).toBe(
        '2026-11-22T08:00 Sun',
      );
      expect(isWithinSendWindow(local('2026-11-22T08:00', zone), zone, state)).toBe(true);
      expect(isWithinSendWindow(local('2026-11-22T20:59', zone), zone, state)).toBe(true);
      expect(isWithinSendWindow(local('2026-11-22T21:00', zone), zone, state)).toBe(false);
      expect(wall(nextSendTime(local('2026-11-22T21:00', zone), zone, state), zone)).toBe(
        '2026-11-23T08:00 Mon',
      );
    },
  );

  it('sends at once inside the window', () => {
    const at = new Date('2026-11-20T15:00:00Z'); // 10:00 in New York
    expect(nextSendTime(at, 'America/New_York', 'NY')).toEqual(at);
  });
});

describe('days the clocks change (New York, 2026)', () => {
  it('spring forward (Sunday 8 March): 1:30 EST is held until 8:00 EDT, 5½ hours later (the night is an hour short)', () => {
    const at = local('2026-03-08T01:30', 'America/New_York');
    const send = nextSendTime(at, 'America/New_York', 'NY');
    expect(send.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect((send.getTime() - at.getTime()) / 3_600_000).toBe(5.5);
  });

  it('fall back (Sunday 1 November): 1:30 EDT, the first of two, is held until 8:00 EST', () => {
    const at = new Date('2026-11-01T05:30:00Z'); // 01:30 EDT
    expect(nextSendTime(at, 'America/New_York', 'FL').toISOString()).toBe('2026-11-01T13:00:00.000Z');
  });

  it('Texas on the spring-forward Sunday opens at noon CDT', () => {
    const at = local('2026-03-08T01:00', HOUSTON);
    expect(nextSendTime(at, HOUSTON, 'TX').toISOString()).toBe('2026-03-08T17:00:00.000Z');
  });

  it('the evening before the clocks go back: 20:00 in Maryland is held until 8:00 EST', () => {
    const at = local('2026-10-31T20:00', 'America/New_York');
    expect(nextSendTime(at, 'America/New_York', 'MD').toISOString()).toBe('2026-11-01T13:00:00.000Z');
  });
});

describe('customer time zone', () => {
  it('reads the area code, with or without +1', () => {
    expect(zoneOfAreaCode('+12135552802')).toBe('America/Los_Angeles');
    expect(zoneOfAreaCode('(303)-555-1286')).toBe('America/Denver');
    expect(zoneOfAreaCode('+15550001234')).toBeUndefined();
  });

  it("falls back to the store's zone for an unknown area code", () => {
    expect(customerTimeZone('+15550001234', 'America/Chicago')).toBe('America/Chicago');
    expect(customerTimeZone('+16465559069', 'America/Chicago')).toBe('America/New_York');
  });
});
