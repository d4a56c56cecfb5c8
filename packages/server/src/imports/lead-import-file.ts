import {
  distinctHeaders,
  guessHeaderRow,
  IMPORT_NO_ROWS,
  IMPORT_TOO_MANY_ROWS,
  MAX_IMPORT_ROWS,
  type ImportFileKind,
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
