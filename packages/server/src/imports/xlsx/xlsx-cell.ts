import { excelDate } from './xlsx-number-format.js';
import type { XlsxWorkbook } from './xlsx-workbook.js';

/** A `<c>` element as read: its type (`t`), style index (`s`), `<v>` text and inline string. */
export type XlsxCell = {
  readonly type: string | undefined;
  readonly style: number | undefined;
  readonly value: string | undefined;
  readonly inline: string | undefined;
};

/** Characters XML cannot hold are written `_xHHHH_` (`_x000D_` is a carriage return). */
export const unescapeXlsx = (text: string): string =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;

const numberText = (cell: XlsxCell, workbook: XlsxWorkbook): string => {
  const number = Number(cell.value);
  if (cell.value === undefined || cell.value.trim() === '' || Number.isNaN(number)) return '';
  if (cell.style !== undefined && workbook.dateStyles[cell.style]) {
    const date = excelDate(number, workbook.epoch1904);
    return Number.isNaN(date.getTime()) ? '' : date.toISOString();
  }
  return String(number);
};

/**
 * A cell's text as the import rules read it: text trimmed, numbers as JavaScript writes them, dates
 * as ISO instants, booleans as `true`/`false`; errors and unreadable values are blank.
 */
export function xlsxCellText(cell: XlsxCell, workbook: XlsxWorkbook): string {
  switch (cell.type ?? 'n') {
    case 's':
      return workbook.sharedStrings[Number(cell.value)]?.trim() ?? '';
    case 'inlineStr':
      return unescapeXlsx(cell.inline ?? '').trim();
    case 'str':
      return unescapeXlsx(cell.value ?? '').trim();
    case 'b':
      return cell.value === '1' ? 'true' : cell.value === '0' ? 'false' : '';
    case 'd': {
      const date = new Date(cell.value ?? '');
      return Number.isNaN(date.getTime()) ? '' : date.toISOString();
    }
    case 'n':
      return numberText(cell, workbook);
    default:
      return '';
  }
}
