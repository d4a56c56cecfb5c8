import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { FIRST_YEAR, LAST_YEAR } from '../leads/new-customer.rules.js';
import { readSoldDate } from './lead-import-row.rules.js';

/**
 * The sold-date rule as luxon reads it: the first of the accepted formats that gives a day of the
 * accepted years, where a year written with four digits is read as written (luxon's `yy` would read
 * 1/1/0001 as 2001).
 */
function luxonSoldDate(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const isoDay = trimmed.match(/^(\d{4}-\d{2}-\d{2})T/)?.[1];
  const twoDigitYear = /^[^/]*\/[^/]*\/\d{2}$/.test(trimmed);
  for (const format of ['yyyy-MM-dd', 'M/d/yyyy', 'M/d/yy', 'dd.MM.yyyy']) {
    if (format === 'M/d/yy' && !twoDigitYear) continue;
    const parsed = DateTime.fromFormat(isoDay ?? trimmed, format, { zone: 'utc' });
    if (parsed.isValid && parsed.year >= FIRST_YEAR && parsed.year <= LAST_YEAR) return parsed.toISODate();
  }
  return undefined;
}

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
const dateLike = fc.oneof(
  fc.tuple(digits(4, 4), digits(1, 3), digits(1, 3)).map(([y, m, d]) => `${y}-${m}-${d}`),
  fc.tuple(digits(1, 3), digits(1, 3), digits(2, 5)).map(([m, d, y]) => `${m}/${d}/${y}`),
  fc.tuple(digits(1, 3), digits(1, 3), digits(4, 4)).map(([d, m, y]) => `${d}.${m}.${y}`),
  fc
    .date({ min: new Date('1940-01-01'), max: new Date('2110-12-31'), noInvalidDate: true })
    .map((day) => day.toISOString()),
  fc.string({ maxLength: 12 }),
);

describe('sold dates (issue 19: read fast, by the same rule as luxon)', () => {
  it('reads every date-like text as luxon reads it with the accepted formats', () => {
    fc.assert(
      fc.property(dateLike, (text) => {
        expect(readSoldDate(text)).toBe(luxonSoldDate(text));
      }),
      { numRuns: 20000 },
    );
  });
});
