import {
  IMPORT_UNREADABLE,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_IMPORT_UNPACKED_BYTES,
} from '@torque/domain';
import { badRequest, HttpError } from '../../http/http-error.js';
import { openXlsxArchive } from './xlsx-archive.js';
import { xlsxSheetRows, type XlsxSheetLimits } from './xlsx-sheet-rows.js';
import { readXlsxWorkbook } from './xlsx-workbook.js';

export type XlsxLimits = XlsxSheetLimits & { readonly maxUnpackedBytes: number };

/**
 * What an import reads of an .xlsx at most. The rules' own row limit counts non-blank rows below the
 * header (which may be row 999 at most); the sheet's numbering bounds the blank rows too, so a row
 * numbered a million is refused instead of read as a million empty ones. 100,000 rows of ten lead
 * fields unpack to about 45 MB, so 200 MB leaves room for wide files and none for a zip bomb.
 */
export const XLSX_LIMITS: XlsxLimits = {
  maxRows: MAX_IMPORT_ROWS + 1_000,
  maxColumns: MAX_IMPORT_COLUMNS,
  maxUnpackedBytes: MAX_IMPORT_UNPACKED_BYTES,
};

/**
 * The first sheet's rows, each as its cells' text, streamed from the file: the sheet's XML is
 * inflated and parsed a chunk at a time, so a caller that stops at its row limit stops the reading
 * there. A file that is not a readable workbook is refused with IMPORT_UNREADABLE (400).
 */
export async function* xlsxFileRows(
  path: string,
  limits: XlsxLimits = XLSX_LIMITS,
): AsyncGenerator<string[]> {
  const archive = await openXlsxArchive(path, limits.maxUnpackedBytes).catch((error: unknown) => {
    throw error instanceof HttpError ? error : badRequest(IMPORT_UNREADABLE);
  });
  try {
    const workbook = await readXlsxWorkbook(archive);
    const sheet = await archive.part(workbook.sheetPart);
    if (!sheet) throw badRequest(IMPORT_UNREADABLE);
    try {
      yield* xlsxSheetRows(sheet, workbook, limits);
    } finally {
      sheet.destroy();
    }
  } catch (error) {
    throw error instanceof HttpError ? error : badRequest(IMPORT_UNREADABLE);
  } finally {
    archive.close();
  }
}
