import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoMatchColumns,
  DO_NOT_IMPORT,
  fieldsMappedTwice,
  LEAD_IMPORT_FIELDS,
  unmappedRequiredFields,
} from './lead-import-fields.js';

const knownHeader = fc.constantFrom(...LEAD_IMPORT_FIELDS.flatMap((field) => field.headers));
const header = fc.oneof(knownHeader, fc.string({ maxLength: 12 }));
const headers = fc.uniqueArray(header, { maxLength: 14 });

describe('column matching (issue 19: auto-matched from the headers, each field once)', () => {
  it('maps every header, and no field from two columns', () => {
    fc.assert(
      fc.property(headers, (row) => {
        const mapping = autoMatchColumns(row);
        expect(Object.keys(mapping).sort()).toEqual([...row].sort());
        expect(fieldsMappedTwice(mapping)).toEqual([]);
      }),
    );
  });

  it('finds each field from its label, whatever the case and punctuation', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...LEAD_IMPORT_FIELDS]), fc.boolean(), (fields, shout) => {
        const row = fields.map((field) => (shout ? field.label.toUpperCase() : ` ${field.label}_`));
        const mapping = autoMatchColumns(row);
        fields.forEach((field, index) => expect(mapping[row[index]!]).toBe(field.key));
        const missing = LEAD_IMPORT_FIELDS.filter((f) => f.required && !fields.includes(f)).map((f) => f.key);
        expect(unmappedRequiredFields(mapping)).toEqual(missing);
      }),
    );
  });

  it('keeps what was saved for a header over the automatic match', () => {
    fc.assert(
      fc.property(
        headers,
        fc.constantFrom(...LEAD_IMPORT_FIELDS.map((f) => f.key), DO_NOT_IMPORT),
        (row, target) => {
          fc.pre(row.length > 0);
          const mapping = autoMatchColumns(row, { [row[0]!]: target });
          expect(mapping[row[0]!]).toBe(target);
        },
      ),
    );
  });
});

describe('header spellings with "#", "No" and "E-mail" match on the first file (issue 30 point 6)', () => {
  it('reads the variants exports use', () => {
    const mapping = autoMatchColumns(['VIN #', 'Phone #', 'E-mail', 'First Name', 'Last Name', 'Customer #']);
    expect(mapping).toEqual({
      'VIN #': 'vin',
      'Phone #': 'cellular',
      'E-mail': 'email',
      'First Name': 'firstName',
      'Last Name': 'lastName',
      'Customer #': 'custno',
    });
    for (const vin of ['VIN Number', 'Vin#', 'vin no', 'VIN_NO', 'VIN No.'])
      expect(autoMatchColumns([vin])[vin]).toBe('vin');
    for (const cell of ['Cell #', 'Cell Phone #', 'Mobile No', 'PHONE NUMBER'])
      expect(autoMatchColumns([cell])[cell]).toBe('cellular');
    expect(autoMatchColumns(['EMAIL'])['EMAIL']).toBe('email');
    expect(autoMatchColumns(['Notes #'])['Notes #']).toBe(DO_NOT_IMPORT);
  });
});
