import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { csvCell, parseCsv, safeCsvText, toCsv } from './csv-writer.js';

// OWASP's formula starts, written out here rather than read from the writer.
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** Text with the characters CSV and spreadsheets care about, formula starts included, over-represented. */
const arbCellText = () =>
  fc.string({
    unit: fc.oneof(
      fc.constantFrom('=', '+', '-', '@', "'", '"', ',', '\r', '\n', ' ', '\t'),
      fc.string({ minLength: 1, maxLength: 1 }),
    ),
    maxLength: 20,
  });
const arbCell = () => fc.oneof(arbCellText(), fc.integer(), fc.double({ noNaN: true }), fc.constant(null));

const startsWithFormula = (text: string) => FORMULA_STARTS.some((start) => text.startsWith(start));

describe('CSV cells', () => {
  it('no exported cell starts with a formula character', () => {
    fc.assert(
      fc.property(fc.array(fc.array(arbCell(), { minLength: 1, maxLength: 5 }), { maxLength: 5 }), (rows) => {
        const width = Math.max(1, ...rows.map((row) => row.length));
        const headers = Array.from({ length: width }, (_, index) => `h${index}`);
        const padded = rows.map((row) => [...row, ...Array<null>(width - row.length).fill(null)]);
        return parseCsv(toCsv(headers, padded)).every((line) =>
          line.every((cell) => !startsWithFormula(cell)),
        );
      }),
      propertyConfig(),
    );
  });

  it('a safe cell round-trips unchanged, a formula cell comes back with one leading quote', () => {
    fc.assert(
      fc.property(arbCellText(), (text) => {
        const [[back]] = parseCsv(csvCell(text)) as [[string]];
        return startsWithFormula(text) ? back === `'${text}` : back === text;
      }),
      propertyConfig(),
    );
  });

  it('a whole table comes back cell for cell as safeCsvText wrote it', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbCellText(), arbCellText()), { maxLength: 6 }), (rows) => {
        const back = parseCsv(toCsv(['A', 'B'], rows));
        return (
          back.length === rows.length + 1 &&
          rows.every(
            ([a, b], index) =>
              back[index + 1]![0] === safeCsvText(a) && back[index + 1]![1] === safeCsvText(b),
          )
        );
      }),
      propertyConfig(),
    );
  });
});

describe('CSV examples', () => {
  it('quotes commas and quotes and neutralises formulas', () => {
    expect(
      toCsv(
        ['Name', 'Count'],
        [
          ['Smith, "Jo"', 3],
          ['=HYPERLINK("x")', -2],
        ],
      ),
    ).toBe('Name,Count\r\n"Smith, ""Jo""",3\r\n"\'=HYPERLINK(""x"")",\'-2');
  });
  it('neutralises each of the six formula starts, and leaves any other start alone', () => {
    expect(['=1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', ' =1', 'A=1', "'=1"].map(csvCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\t=1",
      '"\'\r=1"',
      ' =1',
      'A=1',
      "'=1",
    ]);
  });
  it('writes empty cells for missing values', () => {
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
  });
});
