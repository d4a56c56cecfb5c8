import { rm } from 'node:fs/promises';
import {
  IMPORT_TOO_MANY_COLUMNS,
  IMPORT_TOO_MANY_ROWS,
  IMPORT_UNPACKED_TOO_LARGE,
  IMPORT_UNREADABLE,
} from '@torque/domain';
import { unzipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { afterEach, describe, expect, it } from 'vitest';
import { xlsxFileRows, type XlsxLimits } from './xlsx-file-rows.js';
import { rowsXml, xlsxBytes, xlsxFile, type WorkbookParts } from './xlsx-test-support.js';

const ROOMY: XlsxLimits = { maxRows: 100, maxColumns: 100, maxUnpackedBytes: 10_000_000 };

/** The parts the reader inflates: every part but the package's own two. */
const unpackedSizeOf = (bytes: Buffer): number =>
  Object.entries(unzipSync(bytes))
    .filter(([name]) => name.startsWith('xl/'))
    .reduce((sum, [, data]) => sum + data.length, 0);

describe('xlsxFileRows (issue 28, point 5)', () => {
  const files: string[] = [];
  const fileOf = async (bytes: Buffer) => {
    const path = await xlsxFile(bytes);
    files.push(path);
    return path;
  };
  const rowsOf = async (bytes: Buffer, limits: XlsxLimits = ROOMY) => {
    const rows: string[][] = [];
    for await (const row of xlsxFileRows(await fileOf(bytes), limits)) rows.push(row);
    return rows;
  };
  const sheet = (sheetData: string, parts?: WorkbookParts) => rowsOf(xlsxBytes(sheetData, parts));
  afterEach(async () => {
    await Promise.all(files.splice(0).map((path) => rm(path, { force: true })));
  });

  it('reads shared, inline, rich and escaped text, numbers, booleans, errors and blanks', async () => {
    const sharedStrings =
      '<si><t> Ann </t></si><si><r><t>Sm</t></r><r><rPr/><t>ith</t></r><rPh><t>スミス</t></rPh></si>';
    const rows = await sheet(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="D1" t="inlineStr">' +
        '<is><t>line_x000D_two</t></is></c></row>' +
        '<row r="3"><c r="A3"><v>12000.5</v></c><c r="B3" t="b"><v>1</v></c><c r="C3" t="e"><v>#N/A</v></c>' +
        '<c r="D3" t="str"><f>A3</f><v>12000.5 mi</v></c></row>',
      { sharedStrings },
    );
    expect(rows).toEqual([['Ann', 'Smith', '', 'line\rtwo'], [], ['12000.5', 'true', '', '12000.5 mi']]);
  });

  it('reads a number in a date format as an ISO instant, in both date systems', async () => {
    const styles =
      '<numFmts><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd;@"/><numFmt numFmtId="165" formatCode="#,##0.00"/></numFmts>' +
      '<cellStyleXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellStyleXfs>' +
      '<cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf xfId="1"/></cellXfs>';
    const cells =
      '<row><c s="1"><v>44320</v></c><c s="2"><v>44320.5</v></c><c s="3"><v>44320</v></c><c s="4"><v>0</v></c></row>';
    expect(await sheet(cells, { styles })).toEqual([
      ['2021-05-04T00:00:00.000Z', '2021-05-04T12:00:00.000Z', '44320', '1899-12-30T00:00:00.000Z'],
    ]);
    expect((await sheet(cells, { styles, date1904: true }))[0]?.[0]).toBe('2025-05-05T00:00:00.000Z');
  });

  it('reads a workbook as Excel writers write it (write-excel-file: shared strings, a date style)', async () => {
    const bytes = await writeXlsxFile([
      [{ value: 'Sold Date' }, { value: 'Mileage' }],
      [{ value: new Date(Date.UTC(2021, 4, 4)), format: 'mm/dd/yyyy' }, { value: 12_000 }],
    ]).toBuffer();
    expect(await rowsOf(bytes)).toEqual([
      ['Sold Date', 'Mileage'],
      ['2021-05-04T00:00:00.000Z', '12000'],
    ]);
  });

  it('reads elements under a namespace prefix', async () => {
    expect(
      await sheet('<x:row xmlns:x="urn:x"><x:c t="inlineStr"><x:is><x:t>Ann</x:t></x:is></x:c></x:row>'),
    ).toEqual([['Ann']]);
  });

  it('reads rows up to the row limit and refuses the next, even after blank rows', async () => {
    const limits = { ...ROOMY, maxRows: 5 };
    const five = Array.from({ length: 5 }, (_, i) => [`row ${i + 1}`]);
    expect(await rowsOf(xlsxBytes(rowsXml(five)), limits)).toHaveLength(5);
    await expect(rowsOf(xlsxBytes(rowsXml([...five, ['row 6']])), limits)).rejects.toThrow(
      IMPORT_TOO_MANY_ROWS,
    );
    // One row numbered past the limit: refused before any of the blank rows above it is made.
    await expect(
      rowsOf(xlsxBytes('<row r="1000000000"><c t="inlineStr"><is><t>x</t></is></c></row>'), limits),
    ).rejects.toThrow(IMPORT_TOO_MANY_ROWS);
  });

  it('reads cells up to the column limit and refuses the next', async () => {
    const limits = { ...ROOMY, maxColumns: 3 };
    expect(await rowsOf(xlsxBytes('<row><c r="C1"><v>3</v></c></row>'), limits)).toEqual([['', '', '3']]);
    await expect(rowsOf(xlsxBytes('<row><c r="D1"><v>4</v></c></row>'), limits)).rejects.toThrow(
      IMPORT_TOO_MANY_COLUMNS,
    );
    await expect(rowsOf(xlsxBytes('<row><c r="XFD1"><v>1</v></c></row>'), limits)).rejects.toThrow(
      IMPORT_TOO_MANY_COLUMNS,
    );
  });

  it('refuses a workbook larger than the unpacked limit before inflating it (a zip bomb)', async () => {
    const bomb = xlsxBytes(rowsXml([['x']]) + ' '.repeat(5_000_000));
    expect(bomb.length).toBeLessThan(50_000);
    const size = unpackedSizeOf(bomb);
    expect(await rowsOf(bomb, { ...ROOMY, maxUnpackedBytes: size })).toEqual([['x']]);
    await expect(rowsOf(bomb, { ...ROOMY, maxUnpackedBytes: size - 1 })).rejects.toThrow(
      IMPORT_UNPACKED_TOO_LARGE,
    );
  });

  it('refuses what is not a readable workbook', async () => {
    await expect(rowsOf(Buffer.from('First Name,VIN\nAnn,1\n'))).rejects.toThrow(IMPORT_UNREADABLE);
    await expect(sheet('<row><c><v>1</v></row>')).rejects.toThrow(IMPORT_UNREADABLE);
    await expect(sheet('<row r="2"/><row r="1"/>')).rejects.toThrow(IMPORT_UNREADABLE);
    const noSheet = xlsxBytes('', { extra: { 'xl/workbook.xml': '<workbook><sheets/></workbook>' } });
    await expect(rowsOf(noSheet)).rejects.toThrow(IMPORT_UNREADABLE);
  });
});
