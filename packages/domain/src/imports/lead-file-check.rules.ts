import {
  chooseSoldDateFormat,
  decideDateColumnFormat,
  SOLD_DATE_FORMAT_QUESTION,
  type DateCell,
  type SoldDateFormat,
} from './date-column-format.rules.js';
import type { LeadImportPreview } from './lead-import-preview.schema.js';
import { cellsOfRow, checkLeadImportRow, type LeadImportRow } from './lead-import-row.rules.js';
import { DO_NOT_IMPORT, targetOf, type ColumnMapping } from './lead-import-fields.js';

/** A data row of a lead file: its number in the file (the header row counts) and its cells. */
export type NumberedRow = { readonly rowNumber: number; readonly cells: readonly string[] };

/** The non-empty sold dates of a file's rows, read through the mapping. */
export function soldDateCells(
  headers: readonly string[],
  rows: Iterable<NumberedRow>,
  mapping: ColumnMapping,
): DateCell[] {
  const column = headers.findIndex((header) => targetOf(mapping, header) === 'soldDate');
  if (column < 0 || targetOf(mapping, headers[column] ?? '') === DO_NOT_IMPORT) return [];
  const cells: DateCell[] = [];
  for (const row of rows) {
    const text = (row.cells[column] ?? '').trim();
    if (text !== '') cells.push({ rowNumber: row.rowNumber, text });
  }
  return cells;
}

/** How the preview reports the sold-date column, and the format rows are checked with meanwhile. */
export function soldDatesOf(
  dates: readonly DateCell[],
  chosen: SoldDateFormat | undefined,
): { readonly report: LeadImportPreview['soldDates']; readonly format: SoldDateFormat } {
  const column = decideDateColumnFormat(dates);
  const decided = chooseSoldDateFormat(column, chosen);
  if (column.kind === 'mixed')
    return {
      report: { status: 'MIXED', format: null, message: decided.ok ? null : decided.message },
      // Read day first (the app's own order), so the preview also names the rows written the other way.
      format: 'DD/MM/YYYY',
    };
  if (column.kind === 'ambiguous')
    return {
      // Every value of an unanswered column reads as a real day either way, so rows check the same.
      report: {
        status: 'QUESTION',
        format: decided.ok ? decided.format : null,
        message: SOLD_DATE_FORMAT_QUESTION(column.example),
      },
      format: decided.ok ? decided.format : 'DD/MM/YYYY',
    };
  return {
    report: { status: 'DECIDED', format: column.format, message: decided.ok ? null : decided.message },
    format: column.format,
  };
}

export type CheckedLeadRow = LeadImportRow & { readonly rowNumber: number };

/** Every row checked with the column's format: the good ones, and each refused one with its reasons. */
export function checkLeadRows(
  headers: readonly string[],
  rows: Iterable<NumberedRow>,
  mapping: ColumnMapping,
  format: SoldDateFormat,
): { readonly good: CheckedLeadRow[]; readonly problems: LeadImportPreview['problems'] } {
  const good: CheckedLeadRow[] = [];
  const problems: LeadImportPreview['problems'] = [];
  for (const row of rows) {
    const checked = checkLeadImportRow(cellsOfRow(headers, row.cells, mapping), format);
    if (checked.ok) good.push({ ...checked.value, rowNumber: row.rowNumber });
    else
      problems.push({
        rowNumber: row.rowNumber,
        message: checked.error,
        cells: headers.map((_, column) => row.cells[column] ?? ''),
      });
  }
  return { good, problems };
}
