import {
  distinctHeaders,
  guessHeaderRow,
  IMPORT_NO_ROWS,
  IMPORT_TOO_MANY_ROWS,
  MAX_IMPORT_ROWS,
  soldDateCells,
  type ColumnMapping,
  type DateCell,
  type ImportFileKind,
  type NumberedRow,
} from '@torque/domain';
import { badRequest } from '../http/http-error.js';
import { nonBlankRows } from './lead-import-job.js';

/** Rows the header row is guessed among when the upload does not name it. */
const GUESS_ROWS = 10;

/** A lead file's headers and size, read before it is accepted. */
export type LeadFileShape = {
  /** 0-based among the non-blank rows. */
  readonly headerIndex: number;
  readonly headers: string[];
  /** Rows below the header row. */
  readonly totalRecords: number;
};

/**
 * One quick pass over the file that only counts (a CSV is streamed, so memory stays flat): the
 * header row (the upload's `headerRow`, 1-based, else the likeliest of the first rows) and how many
 * rows follow it. Refuses a file without rows or with more than MAX_IMPORT_ROWS before anything is kept.
 */
export async function readLeadFileShape(
  path: string,
  kind: ImportFileKind,
  headerRow: number | null,
): Promise<LeadFileShape> {
  const first: string[][] = [];
  let rows = 0;
  for await (const [index, row] of nonBlankRows(path, kind)) {
    if (index < Math.max(GUESS_ROWS, headerRow ?? 0)) first.push(row);
    rows = index + 1;
    // More rows than any header row could leave within the limit: the file is too long, stop reading.
    if (rows > MAX_IMPORT_ROWS + (headerRow ?? GUESS_ROWS)) break;
  }
  const headerIndex = headerRow === null ? guessHeaderRow(first.slice(0, GUESS_ROWS)) : headerRow - 1;
  const header = first[headerIndex];
  const totalRecords = Math.max(0, rows - headerIndex - 1);
  if (!header || totalRecords === 0) throw badRequest(IMPORT_NO_ROWS);
  if (totalRecords > MAX_IMPORT_ROWS) throw badRequest(IMPORT_TOO_MANY_ROWS);
  return { headerIndex, headers: distinctHeaders(header), totalRecords };
}

/** The data rows below a file's header row, numbered as the failed-rows report counts (1-based). */
export async function* dataRowsOf(
  path: string,
  kind: ImportFileKind,
  headerIndex: number,
): AsyncGenerator<NumberedRow> {
  for await (const [index, cells] of nonBlankRows(path, kind)) {
    if (index > headerIndex) yield { rowNumber: index + 1, cells };
  }
}

/** The non-empty sold dates of the whole file (one streamed pass; only that column is kept). */
export async function readSoldDates(
  path: string,
  kind: ImportFileKind,
  shape: LeadFileShape,
  mapping: ColumnMapping,
): Promise<DateCell[]> {
  const dates: DateCell[] = [];
  for await (const row of dataRowsOf(path, kind, shape.headerIndex))
    dates.push(...soldDateCells(shape.headers, [row], mapping));
  return dates;
}
