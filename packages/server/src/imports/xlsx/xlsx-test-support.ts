import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a workbook other than its sheet: the tests change one at a time. */
export type WorkbookParts = {
  readonly sharedStrings?: string;
  /** `<numFmts>` and `<cellXfs>` inside `<styleSheet>`. */
  readonly styles?: string;
  readonly date1904?: boolean;
  /** Another part added to the archive (a zip bomb's payload, say). */
  readonly extra?: Readonly<Record<string, string>>;
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A column's letters: 1 is A, 27 is AA. */
export const columnLetters = (column: number): string =>
  column <= 26
    ? String.fromCharCode(64 + column)
    : columnLetters(Math.floor((column - 1) / 26)) + columnLetters(((column - 1) % 26) + 1);

/** A sheet's `<row>` elements from rows of text cells (inline strings, as Google Sheets writes them). */
export const rowsXml = (rows: readonly (readonly string[])[]): string =>
  rows
    .map(
      (cells, row) =>
        `<row r="${row + 1}">` +
        cells
          .map(
            (cell, column) =>
              `<c r="${columnLetters(column + 1)}${row + 1}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`,
          )
          .join('') +
        '</row>',
    )
    .join('');

/** An .xlsx file's bytes: one sheet whose `<sheetData>` holds `sheetData`, and the given parts. */
export function xlsxBytes(sheetData: string, parts: WorkbookParts = {}): Buffer {
  const relation = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${OFFICE}/${type}" Target="${target}"/>`;
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      `<Relationships xmlns="${RELS}">${relation('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}">` +
        (parts.date1904 ? '<workbookPr date1904="1"/>' : '') +
        '<sheets><sheet name="Leads" sheetId="1" r:id="rId7"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="${RELS}">` +
        relation('rId7', 'worksheet', 'worksheets/sheet1.xml') +
        (parts.sharedStrings === undefined ? '' : relation('rId8', 'sharedStrings', 'sharedStrings.xml')) +
        (parts.styles === undefined ? '' : relation('rId9', 'styles', '/xl/styles.xml')) +
        '</Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
  };
  if (parts.sharedStrings !== undefined)
    files['xl/sharedStrings.xml'] = strToU8(`<sst xmlns="${MAIN}">${parts.sharedStrings}</sst>`);
  if (parts.styles !== undefined)
    files['xl/styles.xml'] = strToU8(`<styleSheet xmlns="${MAIN}">${parts.styles}</styleSheet>`);
  for (const [name, text] of Object.entries(parts.extra ?? {})) files[name] = strToU8(text);
  return Buffer.from(zipSync(files, { level: 6 }));
}

/** Writes the bytes to a new file in the system's temporary folder and answers its path. */
export async function xlsxFile(bytes: Buffer): Promise<string> {
  const path = join(tmpdir(), `torque-xlsx-${randomUUID()}.xlsx`);
  await writeFile(path, bytes);
  return path;
}
