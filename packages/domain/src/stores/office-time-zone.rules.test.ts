import { describe, expect, it } from 'vitest';
import { checkOfficeTimeZone, TIME_ZONE_UNKNOWN, timezoneDisplay } from './office-time-zone.rules.js';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('office time zones', () => {
  it('accepts IANA zones and refuses fixed offsets and unknown names', () => {
    expect(checkOfficeTimeZone(' America/Chicago ')).toEqual({ ok: true, value: 'America/Chicago' });
    expect(checkOfficeTimeZone('America/Argentina/Buenos_Aires').ok).toBe(true);
    for (const bad of ['GMT-06:00', 'UTC+6', 'America/Nowhere', 'Chicago', ''])
      expect(checkOfficeTimeZone(bad)).toEqual({ ok: false, error: TIME_ZONE_UNKNOWN });
  });

  it('shows the standard-time offset as the demo data does, whatever the season', () => {
    expect(timezoneDisplay('America/Chicago', winter)).toBe('GMT-06:00');
    expect(timezoneDisplay('America/Chicago', summer)).toBe('GMT-06:00');
    expect(timezoneDisplay('America/New_York', summer)).toBe('GMT-05:00');
    expect(timezoneDisplay('America/Phoenix', summer)).toBe('GMT-07:00');
  });

  it('shows half-hour offsets and southern-hemisphere standard time', () => {
    expect(timezoneDisplay('Asia/Kolkata', winter)).toBe('GMT+05:30');
    expect(timezoneDisplay('Australia/Sydney', winter)).toBe('GMT+10:00');
    expect(timezoneDisplay('Etc/UTC', winter)).toBe('GMT+00:00');
  });
});
