import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/index.js';
import {
  chooseSoldDateFormat,
  decideDateColumnFormat,
  SOLD_DATE_FORMAT_QUESTION,
  type DateCell,
} from './date-column-format.rules.js';
import { checkLeadImportRow, readSoldDate } from './lead-import-row.rules.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** A real calendar day, as numbers (days up to 28, so every month has it). */
const day = fc.record({
  year: fc.integer({ min: 1950, max: 2100 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
});
type Day = { year: number; month: number; day: number };
const iso = (d: Day) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
const dayFirst = (d: Day) => `${pad(d.day)}/${pad(d.month)}/${d.year}`;
const monthFirst = (d: Day) => `${pad(d.month)}/${pad(d.day)}/${d.year}`;
const cellsOf = (texts: readonly string[]): DateCell[] =>
  texts.map((text, i) => ({ rowNumber: i + 2, text }));
/** A day whose day of month is 13 or more: written day first, it can only be read day first. */
const lateDay = day.chain((d) => fc.integer({ min: 13, max: 28 }).map((n) => ({ ...d, day: n })));
/** A day of month 1 to 12: written with slashes it reads both ways. */
const earlyDay = day.chain((d) => fc.integer({ min: 1, max: 12 }).map((n) => ({ ...d, day: n })));

describe('a sold-date column is read in one order decided by all its values (issue 30 point 5)', () => {
  it('a column written day first with one day of 13 or more is DD/MM/YYYY, and every value reads as written', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 20 }), lateDay, fc.nat(), (days, late, at) => {
        const all = [...days];
        all.splice(at % (all.length + 1), 0, late);
        const column = decideDateColumnFormat(cellsOf(all.map(dayFirst)));
        expect(column).toMatchObject({ kind: 'decided', format: 'DD/MM/YYYY' });
        const chosen = chooseSoldDateFormat(column, undefined);
        expect(chosen).toEqual({ ok: true, format: 'DD/MM/YYYY' });
        for (const d of all) expect(readSoldDate(dayFirst(d), 'DD/MM/YYYY')).toBe(iso(d));
      }),
      propertyConfig(),
    );
  });

  it('a column written month first with one day of 13 or more is MM/DD/YYYY, and every value reads as written', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 20 }), lateDay, fc.nat(), (days, late, at) => {
        const all = [...days];
        all.splice(at % (all.length + 1), 0, late);
        const column = decideDateColumnFormat(cellsOf(all.map(monthFirst)));
        expect(column).toMatchObject({ kind: 'decided', format: 'MM/DD/YYYY' });
        for (const d of all) expect(readSoldDate(monthFirst(d), 'MM/DD/YYYY')).toBe(iso(d));
      }),
      propertyConfig(),
    );
  });

  it('a column whose days are all 12 or less is a question, never a guess, and each answer reads it its way', () => {
    fc.assert(
      fc.property(fc.array(earlyDay, { minLength: 1, maxLength: 20 }), (days) => {
        const column = decideDateColumnFormat(cellsOf(days.map(dayFirst)));
        expect(column.kind).toBe('ambiguous');
        expect(chooseSoldDateFormat(column, undefined).ok).toBe(false);
        expect(chooseSoldDateFormat(column, 'DD/MM/YYYY')).toEqual({ ok: true, format: 'DD/MM/YYYY' });
        expect(chooseSoldDateFormat(column, 'MM/DD/YYYY')).toEqual({ ok: true, format: 'MM/DD/YYYY' });
        for (const d of days) expect(readSoldDate(dayFirst(d), 'DD/MM/YYYY')).toBe(iso(d));
      }),
      propertyConfig(),
    );
  });

  it('day-first and month-first evidence together is an error naming both sets of rows', () => {
    fc.assert(
      fc.property(lateDay, lateDay, fc.array(day, { maxLength: 10 }), (a, b, rest) => {
        const texts = [dayFirst(a), ...rest.map(iso), monthFirst(b)];
        const column = decideDateColumnFormat(cellsOf(texts));
        expect(column).toEqual({ kind: 'mixed', dayFirstRows: [2], monthFirstRows: [texts.length + 1] });
        const chosen = chooseSoldDateFormat(column, 'DD/MM/YYYY');
        expect(chosen.ok).toBe(false);
        if (!chosen.ok) expect(chosen.message).toContain(`rows ${texts.length + 1}`);
      }),
      propertyConfig(),
    );
  });

  it('ISO and dotted dates read the same under every format', () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom('DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY' as const),
        (d, f) => {
          expect(readSoldDate(iso(d), f)).toBe(iso(d));
          expect(readSoldDate(`${pad(d.day)}.${pad(d.month)}.${d.year}`, f)).toBe(iso(d));
        },
      ),
      propertyConfig(),
    );
  });
});

describe('the edges: 12 and 13', () => {
  it('12/01/2024 decides nothing; 13/01/2024 decides day first; 01/13/2024 month first', () => {
    expect(decideDateColumnFormat(cellsOf(['12/01/2024'])).kind).toBe('ambiguous');
    expect(decideDateColumnFormat(cellsOf(['01/12/2024'])).kind).toBe('ambiguous');
    expect(decideDateColumnFormat(cellsOf(['12/01/2024', '13/01/2024']))).toEqual({
      kind: 'decided',
      format: 'DD/MM/YYYY',
      evidenceRow: 3,
    });
    expect(decideDateColumnFormat(cellsOf(['01/13/2024', '12/12/2024']))).toEqual({
      kind: 'decided',
      format: 'MM/DD/YYYY',
      evidenceRow: 2,
    });
  });

  it("reads the issue's dates: 15/01/2024 is 15 January, 01/03/2025 is asked, then read as answered", () => {
    const issue = decideDateColumnFormat(cellsOf(['15/01/2024', '01/03/2025']));
    expect(issue).toMatchObject({ kind: 'decided', format: 'DD/MM/YYYY' });
    expect(readSoldDate('15/01/2024', 'DD/MM/YYYY')).toBe('2024-01-15');
    expect(readSoldDate('01/03/2025', 'DD/MM/YYYY')).toBe('2025-03-01');
    const ambiguous = decideDateColumnFormat(cellsOf(['01/03/2025', '02/04/2025']));
    expect(ambiguous).toEqual({ kind: 'ambiguous', example: { rowNumber: 2, text: '01/03/2025' } });
    expect(readSoldDate('01/03/2025', 'MM/DD/YYYY')).toBe('2025-01-03');
  });

  it('a value no order reads (13/13/2024) decides nothing and is refused by the row check', () => {
    expect(decideDateColumnFormat(cellsOf(['13/13/2024', '2024-05-01']))).toMatchObject({
      kind: 'decided',
      format: 'YYYY-MM-DD',
    });
    const row = {
      firstName: 'Ana',
      lastName: 'Diaz',
      cellular: '5125550142',
      vin: '1HGCM82633A004352',
      make: 'Honda',
      model: 'Accord',
      year: '2021',
    };
    expect(checkLeadImportRow({ ...row, soldDate: '13/13/2024' }, 'DD/MM/YYYY')).toEqual({
      ok: false,
      error: 'Sold date must be a date (DD/MM/YYYY, YYYY-MM-DD or DD.MM.YYYY).',
    });
    expect(checkLeadImportRow({ ...row, soldDate: '15/01/2024' }, 'DD/MM/YYYY')).toMatchObject({
      ok: true,
      value: { soldDate: '2024-01-15' },
    });
  });

  it('a chosen order against the evidence is refused; an empty column is read as ISO', () => {
    const column = decideDateColumnFormat(cellsOf(['15/01/2024']));
    expect(chooseSoldDateFormat(column, 'MM/DD/YYYY')).toEqual({
      ok: false,
      message: 'The sold dates are written DD/MM/YYYY (row 2 shows it); import them that way.',
    });
    expect(decideDateColumnFormat([])).toEqual({ kind: 'decided', format: 'YYYY-MM-DD', evidenceRow: null });
  });
});

describe('the question names both readings of its example', () => {
  it('01/03/2025 could be 1 March or 3 January; 02/04/25 takes the century rule', () => {
    expect(SOLD_DATE_FORMAT_QUESTION({ rowNumber: 2, text: '01/03/2025' })).toBe(
      '01/03/2025 (row 2) could be 1 March 2025 or 3 January 2025.',
    );
    expect(SOLD_DATE_FORMAT_QUESTION({ rowNumber: 7, text: '2/4/25' })).toBe(
      '2/4/25 (row 7) could be 2 April 2025 or 4 February 2025.',
    );
  });
});
