import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { isWithinSendWindow, nextSendTime } from './quiet-hours.rules.js';

const zones = fc.constantFrom(
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'Pacific/Honolulu',
);
const instants = fc.date({
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2027-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('automated texts wait for 8 am – 9 pm local time, never dropped', () => {
  it('the send time is inside the window, not before the text was due, and within a day', () => {
    fc.assert(
      fc.property(instants, zones, (at, zone) => {
        const send = nextSendTime(at, zone);
        expect(isWithinSendWindow(send, zone)).toBe(true);
        expect(send.getTime()).toBeGreaterThanOrEqual(at.getTime());
        expect(send.getTime() - at.getTime()).toBeLessThanOrEqual(24 * 3600 * 1000);
      }),
      propertyConfig(),
    );
  });

  it('a held text goes out at exactly 8:00 local time', () => {
    fc.assert(
      fc.property(instants, zones, (at, zone) => {
        fc.pre(!isWithinSendWindow(at, zone));
        const local = DateTime.fromJSDate(nextSendTime(at, zone), { zone });
        expect([local.hour, local.minute]).toEqual([8, 0]);
      }),
      propertyConfig(),
    );
  });
});
