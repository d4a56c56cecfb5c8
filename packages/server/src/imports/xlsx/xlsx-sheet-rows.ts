import type { Readable } from 'node:stream';
import { IMPORT_TOO_MANY_COLUMNS, IMPORT_TOO_MANY_ROWS, IMPORT_UNREADABLE } from '@torque/domain';
import { badRequest } from '../../http/http-error.js';
import { xlsxCellText, type XlsxCell } from './xlsx-cell.js';
import type { XlsxWorkbook } from './xlsx-workbook.js';
import { xmlParser } from './xlsx-xml.js';

/** How far a sheet's rows and columns may go (by their numbers, so blank ones count). */
export type XlsxSheetLimits = { readonly maxRows: number; readonly maxColumns: number };

/** A cell reference's column (`AB12` is 28), or undefined without letters. */
function columnOf(reference: string): number | undefined {
  let column = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column === 0 ? undefined : column;
}

type CellBeingRead = { -readonly [K in keyof XlsxCell]: XlsxCell[K] } & { column: number };

/**
 * The sheet's rows as they are inflated and parsed, each as its cells' text (blank rows between
 * numbered rows come out empty, so row n is the sheet's row n). Memory holds one chunk of XML and
 * its rows, never the sheet. A row or column numbered past the limits stops the reading at once:
 * the row limit with IMPORT_TOO_MANY_ROWS, the column limit with IMPORT_TOO_MANY_COLUMNS.
 */
export async function* xlsxSheetRows(
  sheet: Readable,
  workbook: XlsxWorkbook,
  limits: XlsxSheetLimits,
): AsyncGenerator<string[]> {
  const ready: string[][] = [];
  let rowNumber = 0;
  let row: string[] | undefined;
  let cell: CellBeingRead | undefined;
  let inValue = false;
  let inText = false;
  let inPhonetic = false;
  const parser = xmlParser({
    open: (name, attributes) => {
      if (name === 'row') {
        const numbered = Number(attributes['r'] ?? rowNumber + 1);
        if (!Number.isInteger(numbered) || numbered <= rowNumber) throw badRequest(IMPORT_UNREADABLE);
        if (numbered > limits.maxRows) throw badRequest(IMPORT_TOO_MANY_ROWS);
        for (rowNumber += 1; rowNumber < numbered; rowNumber += 1) ready.push([]);
        row = [];
      } else if (name === 'c' && row) {
        const reference = attributes['r'];
        const column = (reference === undefined ? undefined : columnOf(reference)) ?? row.length + 1;
        if (column > limits.maxColumns) throw badRequest(IMPORT_TOO_MANY_COLUMNS);
        const style = attributes['s'] === undefined ? undefined : Number(attributes['s']);
        cell = { type: attributes['t'], style, value: undefined, inline: undefined, column };
      } else if (name === 'v') inValue = true;
      else if (name === 'is' && cell) cell.inline = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    close: (name) => {
      if (name === 'c' && cell && row) {
        const text = xlsxCellText(cell, workbook);
        if (text !== '') {
          while (row.length < cell.column - 1) row.push('');
          row[cell.column - 1] = text;
        }
        cell = undefined;
      } else if (name === 'row' && row) {
        ready.push(row);
        row = undefined;
      } else if (name === 'v') inValue = false;
      else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    text: (text) => {
      if (!cell) return;
      if (inValue) cell.value = (cell.value ?? '') + text;
      else if (inText && !inPhonetic && cell.inline !== undefined) cell.inline += text;
    },
  });
  for await (const chunk of sheet) {
    parser.write(chunk as string);
    yield* ready.splice(0);
  }
  parser.close();
  yield* ready.splice(0);
}
