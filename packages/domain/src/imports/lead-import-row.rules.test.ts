import { describe, expect, it } from 'vitest';
import { autoMatchColumns, guessHeaderRow } from './lead-import-fields.js';
import { cellsOfRow, checkLeadImportRow, distinctHeaders, readSoldDate } from './lead-import-row.rules.js';

const good = {
  firstName: ' Ana ',
  lastName: 'Diaz',
  cellular: '(512) 555-0142',
  email: 'Ana@Example.com',
  vin: '1hgcm82633a004352',
  make: 'Honda',
  model: 'Accord',
  year: '2021',
  soldDate: '03/15/2021',
  odometer: '12,400',
};

describe('a lead file row (issue 19: per-row validation in the spec words)', () => {
  it('is stored cleaned: +1 phone, upper-case VIN, ISO sold date, numbers', () => {
    expect(checkLeadImportRow(good, 'MM/DD/YYYY')).toEqual({
      ok: true,
      value: {
        firstName: 'Ana',
        lastName: 'Diaz',
        cellular: '+15125550142',
        email: 'ana@example.com',
        vin: '1HGCM82633A004352',
        make: 'Honda',
        model: 'Accord',
        year: 2021,
        soldDate: '2021-03-15',
        odometer: 12400,
        custno: null,
      },
    });
  });

  it("says 'Invalid Number' for a phone that is not ten digits, and names every fault", () => {
    expect(checkLeadImportRow({ ...good, cellular: '555-01' }, 'MM/DD/YYYY')).toEqual({
      ok: false,
      error: 'Invalid Number',
    });
    expect(checkLeadImportRow({ ...good, firstName: '', cellular: '', year: '1890' }, 'MM/DD/YYYY')).toEqual({
      ok: false,
      error: 'First name is required; Phone is required; Year must be between 1950 and 2100.',
    });
  });

  it('reads the sold-date spellings of US exports, and refuses others', () => {
    expect(readSoldDate('2021-03-15')).toBe('2021-03-15');
    expect(readSoldDate('3/5/2021')).toBe('2021-03-05');
    expect(readSoldDate('15.03.2021')).toBe('2021-03-15');
    expect(readSoldDate('2021-03-15T00:00:00.000Z')).toBe('2021-03-15');
    expect(readSoldDate('')).toBeNull();
    expect(readSoldDate('next week')).toBeUndefined();
  });

  it('reads a two-digit year by the century rule, and a four-digit year as written', () => {
    expect(readSoldDate('3/5/21')).toBe('2021-03-05');
    expect(readSoldDate('1/1/0001')).toBeUndefined();
    expect(readSoldDate('1/1/1949')).toBeUndefined();
  });
});

describe('reading a file through its mapping', () => {
  it('finds the header row below a title, makes headers distinct, and reads cells by field', () => {
    const rows = [['Service customers, November'], [], ['First Name', 'Last Name', 'Cell', 'Notes', 'Notes']];
    expect(guessHeaderRow(rows)).toBe(2);
    const headers = distinctHeaders(rows[2]!);
    expect(headers).toEqual(['First Name', 'Last Name', 'Cell', 'Notes', 'Notes (2)']);
    const cells = cellsOfRow(headers, ['Ana', 'Diaz', '5125550142', 'x', 'y'], autoMatchColumns(headers));
    expect(cells).toEqual({ firstName: 'Ana', lastName: 'Diaz', cellular: '5125550142' });
  });
});
