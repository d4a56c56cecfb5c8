import { describe, expect, it } from 'vitest';
import {
  formatMileage,
  LAST_SERVICE_DATE_IN_FUTURE,
  LAST_SERVICE_DATE_INVALID,
  lastServiceDateOf,
} from './vehicle-record.rules.js';

const today = new Date('2026-11-24T15:00:00Z');
const zone = 'America/New_York';

describe('the vehicle record update (spec 2 §3)', () => {
  it('stores a past or present last service date as an ISO date, and none as null', () => {
    expect(lastServiceDateOf('14.03.2025', today, zone)).toEqual({ ok: true, value: '2025-03-14' });
    expect(lastServiceDateOf('24.11.2026', today, zone)).toEqual({ ok: true, value: '2026-11-24' });
    expect(lastServiceDateOf(null, today, zone)).toEqual({ ok: true, value: null });
  });

  it('refuses a date that does not exist or has not come yet', () => {
    expect(lastServiceDateOf('31.02.2025', today, zone)).toMatchObject({
      ok: false,
      error: { message: LAST_SERVICE_DATE_INVALID, status: 400 },
    });
    expect(lastServiceDateOf('25.11.2026', today, zone)).toMatchObject({
      ok: false,
      error: { message: LAST_SERVICE_DATE_IN_FUTURE },
    });
  });

  it('shows miles grouped in thousands', () => {
    expect(formatMileage(45120)).toBe('45,120 mi');
    expect(formatMileage(0)).toBe('0 mi');
  });
});
