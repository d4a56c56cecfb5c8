import { headerWords } from './lead-import-fields.js';
import type { FileUploadReportType } from './data-sync-file.schema.js';

const VIN_HEADERS = ['vin', 'vin #', 'vin number', 'vehicle identification number', 'vin no'] as const;

/**
 * The columns of a data-sync file (issue 19): each file type has fixed columns, found by their header
 * with the spellings manufacturer and DMS exports use. Every column is required; there is no mapping
 * screen for these files.
 */
export const DATA_SYNC_FIELDS = {
  RECALL: [
    { key: 'vin', label: 'VIN', headers: VIN_HEADERS },
    {
      key: 'code',
      label: 'Recall code',
      headers: ['recall code', 'recall', 'recall id', 'recall number', 'campaign code', 'campaign', 'code'],
    },
    {
      key: 'description',
      label: 'Recall description',
      headers: ['recall description', 'description', 'campaign description', 'recall name'],
    },
  ],
  HEA_ALERT: [
    { key: 'vin', label: 'VIN', headers: VIN_HEADERS },
    { key: 'code', label: 'Alert code', headers: ['alert code', 'alert', 'alert id', 'dtc', 'code'] },
    {
      key: 'description',
      label: 'Alert description',
      headers: ['alert description', 'description', 'alert name', 'alert text'],
    },
    { key: 'date', label: 'Alert date', headers: ['alert date', 'date', 'alert on', 'event date'] },
  ],
  FEA_ALERT: [
    { key: 'vin', label: 'VIN', headers: VIN_HEADERS },
    { key: 'code', label: 'Alert code', headers: ['alert code', 'alert', 'alert id', 'dtc', 'code'] },
    {
      key: 'description',
      label: 'Alert description',
      headers: ['alert description', 'description', 'alert name', 'alert text'],
    },
    { key: 'date', label: 'Alert date', headers: ['alert date', 'date', 'alert on', 'event date'] },
  ],
  PREPAID_MAINTENANCE: [
    { key: 'vin', label: 'VIN', headers: VIN_HEADERS },
    {
      key: 'code',
      label: 'Plan name',
      headers: ['plan name', 'plan', 'prepaid plan', 'maintenance plan', 'contract name'],
    },
    {
      key: 'date',
      label: 'Expiry date',
      headers: ['expiry date', 'expiration date', 'expires', 'expiry', 'end date', 'expiration'],
    },
  ],
} as const satisfies Record<
  FileUploadReportType,
  readonly { key: DataSyncFieldKey; label: string; headers: readonly string[] }[]
>;

/** What a cell of a data-sync file holds: the code is a recall code, an alert code or a plan name. */
export type DataSyncFieldKey = 'vin' | 'code' | 'description' | 'date';
/** Which column (0-based) holds each field of the file type. */
export type DataSyncColumns = Readonly<Partial<Record<DataSyncFieldKey, number>>>;

export const DATA_SYNC_COLUMNS_MISSING = (labels: readonly string[]): string =>
  `The file has no column for: ${labels.join(', ')}.`;

/** The fields of a file type, each with the column its header names; `missing` lists the labels not found. */
export function findDataSyncColumns(
  fileType: FileUploadReportType,
  headers: readonly string[],
): { readonly columns: DataSyncColumns; readonly missing: readonly string[] } {
  const words = headers.map(headerWords);
  const columns: Partial<Record<DataSyncFieldKey, number>> = {};
  const taken = new Set<number>();
  const missing: string[] = [];
  for (const field of DATA_SYNC_FIELDS[fileType]) {
    const spellings = [field.label, ...field.headers].map(headerWords);
    // The first spelling that any column matches wins, so "recall code" beats a bare "code".
    const column = spellings
      .map((spelling) => words.findIndex((header, index) => header === spelling && !taken.has(index)))
      .find((index) => index >= 0);
    if (column === undefined) missing.push(field.label);
    else {
      columns[field.key] = column;
      taken.add(column);
    }
  }
  return { columns, missing };
}
