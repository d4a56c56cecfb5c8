import { describe, expect, it } from 'vitest';
import { customerTimeZone, zoneOfAreaCode } from './area-code-zone.js';
import { isWithinSendWindow, nextSendTime } from './quiet-hours.rules.js';

describe('quiet hours', () => {
  it('sends at once inside 8 am – 9 pm local time', () => {
    const at = new Date('2026-11-20T15:00:00Z'); // 10:00 in New York
    expect(isWithinSendWindow(at, 'America/New_York')).toBe(true);
    expect(nextSendTime(at, 'America/New_York')).toEqual(at);
  });

  it('holds a late-evening text until 8 am the next day', () => {
    const at = new Date('2026-11-21T03:30:00Z'); // 21:30 on the 20th in Chicago
    expect(nextSendTime(at, 'America/Chicago').toISOString()).toBe('2026-11-21T14:00:00.000Z');
  });

  it('holds an early-morning text until 8 am the same day', () => {
    const at = new Date('2026-11-20T12:00:00Z'); // 04:00 in Los Angeles
    expect(nextSendTime(at, 'America/Los_Angeles').toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it('treats 9 pm itself as outside the window', () => {
    expect(isWithinSendWindow(new Date('2026-11-21T02:00:00Z'), 'America/New_York')).toBe(false);
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
