import { rm } from 'node:fs/promises';
import { IMPORT_TOO_MANY_ROWS } from '@torque/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { importFileRows } from './import-file-rows.js';
import { readLeadFileShape } from './lead-import-file.js';
import { rowsXml, xlsxBytes, xlsxFile } from './xlsx/xlsx-test-support.js';

const HEADER = ['First Name', 'Cell Phone', 'VIN'];
const leadRows = (count: number): string[][] => [
  HEADER,
  ...Array.from({ length: count }, (_, i) => [`Ann${i}`, `212555${i % 10_000}`, `2HGFB2F59CH${i}`]),
];

describe('an .xlsx import file is read as a stream (issue 28, point 5)', () => {
  const files: string[] = [];
  const fileOf = async (rows: string[][]) => {
    const path = await xlsxFile(xlsxBytes(rowsXml(rows)));
    files.push(path);
    return path;
  };
  afterEach(async () => {
    await Promise.all(files.splice(0).map((path) => rm(path, { force: true })));
  });

  it('refuses 150,000 rows while reading them, with memory that stays flat', async () => {
    const path = await fileOf(leadRows(150_000));
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let read = 0;
    const reading = (async () => {
      for await (const row of importFileRows(path, 'xlsx')) {
        read += row.length > 0 ? 1 : 0;
        if (read % 1000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
        // What the lead file's first pass does: stop once past the limit.
        if (read > 100_010) throw new Error(IMPORT_TOO_MANY_ROWS);
      }
    })();
    await expect(reading).rejects.toThrow(IMPORT_TOO_MANY_ROWS);
    // Read whole, the sheet took about a gigabyte of heap before its first row came out.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    await expect(readLeadFileShape(path, 'xlsx', null)).rejects.toThrow(IMPORT_TOO_MANY_ROWS);
  });

  it('accepts exactly 100,000 rows below the header and refuses 100,001', async () => {
    const atLimit = await fileOf(leadRows(100_000));
    await expect(readLeadFileShape(atLimit, 'xlsx', 1)).resolves.toMatchObject({
      headerIndex: 0,
      headers: HEADER,
      totalRecords: 100_000,
    });
    const overLimit = await fileOf(leadRows(100_001));
    await expect(readLeadFileShape(overLimit, 'xlsx', 1)).rejects.toThrow(IMPORT_TOO_MANY_ROWS);
  });
});
