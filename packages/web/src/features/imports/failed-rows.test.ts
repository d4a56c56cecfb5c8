import { parseCsv } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { failedRowsCsv } from './failed-rows';

// The six starts a spreadsheet may read as a formula (OWASP), written out here, not taken from the code.
const STARTS = ['=', '+', '-', '@', '\t', '\r'];

describe('the failed-rows CSV (issue 28, point 9)', () => {
  it('writes a refused cell that starts like a formula with a leading quote, and a plain one as it is', () => {
    const rows = [...STARTS, 'A'].map((start, index) => ({
      rowNumber: index + 2,
      message: 'Invalid Number',
      row: { First: `${start}HYPERLINK("http://x")`, Tel: '12' },
    }));
    const [header, ...lines] = parseCsv(failedRowsCsv(rows));
    expect(header).toEqual(['Row', 'First', 'Tel', 'Reason']);
    expect(lines.map((line) => line[1])).toEqual([
      ...STARTS.map((start) => `'${start}HYPERLINK("http://x")`),
      'AHYPERLINK("http://x")',
    ]);
  });
});
