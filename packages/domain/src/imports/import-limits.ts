/** Issue 19 safety limits: a file beyond them is refused whole, before any row is read. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;
/** Issue 28: an .xlsx is a zip of XML, bounded by its columns and its size once unpacked too. */
export const MAX_IMPORT_COLUMNS = 1_000;
export const MAX_IMPORT_UNPACKED_BYTES = 200 * 1024 * 1024;

export const IMPORT_FILE_TOO_LARGE =
  'The file is larger than 10 MB. Split it into smaller files and import each.';
export const IMPORT_TOO_MANY_ROWS =
  'The file has more than 100,000 rows. Split it into smaller files and import each.';
export const IMPORT_TOO_MANY_COLUMNS =
  'The file has more than 1,000 columns. Keep only the columns to import and import it again.';
export const IMPORT_UNPACKED_TOO_LARGE =
  'The file is larger than 200 MB once unpacked. Split it into smaller files and import each.';
export const IMPORT_WRONG_TYPE = 'Choose a .csv or .xlsx file.';
export const IMPORT_UNREADABLE =
  'The file could not be read. Save it again as .csv or .xlsx and import it again.';
export const IMPORT_NO_ROWS = 'The file has no rows below its header row.';
export const IMPORT_FIELDS_UNMAPPED = (labels: readonly string[]): string =>
  `Choose a column for: ${labels.join(', ')}.`;

export type ImportFileKind = 'csv' | 'xlsx';

/** What a file is, by its name: only .csv and .xlsx are read (an old .xls is not). */
export function importFileKind(fileName: string): ImportFileKind | undefined {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return extension === 'csv' || extension === 'xlsx' ? extension : undefined;
}
