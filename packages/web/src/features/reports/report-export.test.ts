import { parseCsv } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-export';

// The six starts a spreadsheet may read as a formula (OWASP), written out here, not taken from the code.
const STARTS = ['=', '+', '-', '@', '\t', '\r'];

describe('the report CSV export (issue 28, point 9)', () => {
  it('writes a cell that starts like a formula with a leading quote, and a plain one as it is', () => {
    const columns = [{ key: 'store', header: 'Store', kind: 'text' as const }];
    const rows = [...STARTS.map((start) => ({ store: `${start}cmd|' /C calc'!A0` })), { store: 'Lakeside' }];
    const [, ...cells] = parseCsv(reportCsv(columns, rows)).map(([cell]) => cell);
    expect(cells).toEqual([...STARTS.map((start) => `'${start}cmd|' /C calc'!A0`), 'Lakeside']);
  });

  it('keeps a negative figure safe too (it starts with -)', () => {
    const columns = [{ key: 'responses', header: 'Responses', kind: 'count' as const }];
    expect(reportCsv(columns, [{ responses: -2 }, { responses: 3 }])).toBe("Responses\r\n'-2\r\n3");
  });
});
