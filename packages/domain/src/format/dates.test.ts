import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  closedRoEndDate,
  displayDateToIsoDate,
  displayPage,
  formatDisplayDate,
  formatIsoDate,
  formatMessageResponseTime,
  formatMonthLabel,
  formatRequestDate,
  formatTimeOfDay,
  serverPage,
} from './dates.js';

/** 14 March 2025, 09:05:07 in New York. */
const instant = new Date('2025-03-14T13:05:07Z');

describe('date formats (spec 1 §9, spec 2 §9)', () => {
  it('formats an instant in the business time zone by default', () => {
    expect(formatDisplayDate(instant)).toBe('14/03/2025');
    expect(formatRequestDate(instant)).toBe('14.03.2025');
    expect(formatIsoDate(instant)).toBe('2025-03-14');
    expect(formatMessageResponseTime(instant)).toBe('14-03-2025 09:05:07');
    expect(formatTimeOfDay(instant)).toBe('09:05');
    expect(formatMonthLabel(instant)).toBe('Mar, 2025');
  });

  it('formats in the zone given, and takes ISO strings and luxon dates', () => {
    expect(formatTimeOfDay(instant, 'America/Los_Angeles')).toBe('06:05');
    expect(formatTimeOfDay('2025-03-14T13:05:07Z', 'UTC')).toBe('13:05');
    expect(formatDisplayDate(DateTime.fromISO('2024-12-31T23:30:00Z'), 'UTC')).toBe('31/12/2024');
  });

  it('keeps the calendar date of a date-only string in any zone', () => {
    expect(formatDisplayDate('2025-03-14', 'Pacific/Kiritimati')).toBe('14/03/2025');
    expect(formatDisplayDate('2025-03-14', 'Pacific/Pago_Pago')).toBe('14/03/2025');
  });

  it('shows an invalid date as nothing', () => {
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatRequestDate(new Date(Number.NaN))).toBe('');
  });

  it('turns a typed board date into the bridge date', () => {
    expect(displayDateToIsoDate('14/03/2025')).toBe('2025-03-14');
    expect(displayDateToIsoDate(' 01/12/2024 ')).toBe('2024-12-01');
    expect(displayDateToIsoDate('31/02/2025')).toBeUndefined();
    expect(displayDateToIsoDate('2025-03-14')).toBeUndefined();
  });
});

describe('closedRoEndDate (spec 2 §7: end date plus one day, DD.MM.YYYY)', () => {
  it.each([
    ['2025-03-14', '15.03.2025'],
    ['2025-03-31', '01.04.2025'],
    ['2024-12-31', '01.01.2025'],
    ['2024-02-28', '29.02.2024'],
  ])('sends %s as %s', (date, sent) => {
    expect(closedRoEndDate(date)).toBe(sent);
  });
});

describe('pages (spec 2 §9: zero-based, shown plus one)', () => {
  it('shows page 0 as 1 and back', () => {
    expect(displayPage(0)).toBe(1);
    expect(displayPage(4)).toBe(5);
    expect(serverPage(1)).toBe(0);
    expect(serverPage(0)).toBe(0);
  });
});
