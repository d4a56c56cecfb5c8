import {
  IMPORT_FILE_TOO_LARGE,
  IMPORT_UNREADABLE,
  IMPORT_WRONG_TYPE,
  importFileKind,
  MAX_IMPORT_BYTES,
} from '@torque/domain';

/** How many of a file's first rows the browser reads for the header pick and the preview. */
export const PREVIEW_ROWS = 20;
/** Enough of a CSV's start for 20 rows, without reading a 10 MB file whole. */
const PREVIEW_BYTES = 512 * 1024;

export type FilePreview =
  { readonly ok: true; readonly rows: string[][] } | { readonly ok: false; readonly message: string };

/** The refusal a file gets before it is uploaded (the domain's words), or null when it may go. */
export function fileRefusal(file: { readonly name: string; readonly size: number }): string | null {
  if (importFileKind(file.name) === undefined) return IMPORT_WRONG_TYPE;
  if (file.size > MAX_IMPORT_BYTES) return IMPORT_FILE_TOO_LARGE;
  return null;
}

/** A spreadsheet cell as the server reads it: text, a date as its ISO day, empty for nothing. */
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
};

async function csvRows(file: File): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const text = await file.slice(0, PREVIEW_BYTES).text();
  const parsed = Papa.parse<string[]>(text, { preview: PREVIEW_ROWS, skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => row.map(cellText));
}

async function xlsxRows(file: File): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  const sheet = await readSheet(file);
  return sheet.slice(0, PREVIEW_ROWS).map((row) => row.map(cellText));
}

/**
 * The first rows of a chosen .csv or .xlsx file, read in the browser (papaparse, read-excel-file), for
 * the header-row pick, the mapping and the preview; the server reads the whole file again.
 */
export async function previewFile(file: File): Promise<FilePreview> {
  const refusal = fileRefusal(file);
  if (refusal) return { ok: false, message: refusal };
  try {
    const rows = importFileKind(file.name) === 'csv' ? await csvRows(file) : await xlsxRows(file);
    return rows.length > 0 ? { ok: true, rows } : { ok: false, message: IMPORT_UNREADABLE };
  } catch {
    return { ok: false, message: IMPORT_UNREADABLE };
  }
}
