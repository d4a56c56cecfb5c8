import {
  csvNamesAContact,
  mailingListEntriesFromRows,
  matchMailingListColumns,
  MAX_BULK_ENTRIES,
  planBulkEntries,
  type BulkEntryPlan,
  type MailingListCsvField,
  type MailingListEntryInput,
} from '@torque/domain';

export const NO_CONTACT_COLUMN =
  'The file has no cellular, phone or e-mail column: name one in its first row.';
export const NOT_A_CSV = 'Choose a .csv file.';
export const NO_ROWS = 'The file has no rows below its header.';
export const TOO_MANY_ROWS = `A file may add at most ${MAX_BULK_ENTRIES.toLocaleString('en-US')} entries.`;

export type CsvReading =
  | { readonly ok: false; readonly message: string }
  | {
      readonly ok: true;
      readonly fileName: string;
      readonly columns: Partial<Record<MailingListCsvField, string>>;
      readonly entries: readonly MailingListEntryInput[];
      /** The file line of each entry (the header is line 1; blank lines are not entries). */
      readonly lines: readonly number[];
      /** What the server will do, judged here with its rules against the entries already shown. */
      readonly plan: BulkEntryPlan;
    };

/** The file's rows as cell text (papaparse: quoted cells, CRLF, a byte-order mark). */
async function csvRows(file: File): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  return Papa.parse<string[]>(await file.text(), { skipEmptyLines: false }).data;
}

/** Reads a chosen file: its headers matched to the entry's fields, its rows as entries, and a preview. */
export async function readCsvEntries(file: File, existingKeys: readonly string[]): Promise<CsvReading> {
  if (!file.name.toLowerCase().endsWith('.csv')) return { ok: false, message: NOT_A_CSV };
  const [headers = [], ...rows] = await csvRows(file);
  const columns = matchMailingListColumns(headers);
  if (!csvNamesAContact(columns)) return { ok: false, message: NO_CONTACT_COLUMN };
  const entries = mailingListEntriesFromRows(columns, rows);
  if (entries.length === 0) return { ok: false, message: NO_ROWS };
  if (entries.length > MAX_BULK_ENTRIES) return { ok: false, message: TOO_MANY_ROWS };
  const lines = rows.flatMap((row, at) => (row.some((cell) => cell.trim() !== '') ? [at + 2] : []));
  const named = Object.fromEntries(
    Object.entries(columns).map(([field, at]) => [field, headers[at] ?? '']),
  ) as Partial<Record<MailingListCsvField, string>>;
  return {
    ok: true,
    fileName: file.name,
    columns: named,
    entries,
    lines,
    plan: planBulkEntries(entries, existingKeys),
  };
}
