import { checkVin } from '../leads/customer-edit.rules.js';
import { err, ok, type Result } from '../shared/result.js';
import type { FileUploadReportType } from './data-sync-file.schema.js';
import type { DataSyncColumns, DataSyncFieldKey } from './data-sync-fields.js';
import { readSoldDate, VIN_REQUIRED } from './lead-import-row.rules.js';

export const CODE_REQUIRED: Readonly<Record<FileUploadReportType, string>> = {
  RECALL: 'Recall code is required',
  HEA_ALERT: 'Alert code is required',
  FEA_ALERT: 'Alert code is required',
  PREPAID_MAINTENANCE: 'Plan name is required',
};
export const DESCRIPTION_REQUIRED: Readonly<Record<FileUploadReportType, string>> = {
  RECALL: 'Recall description is required',
  HEA_ALERT: 'Alert description is required',
  FEA_ALERT: 'Alert description is required',
  PREPAID_MAINTENANCE: 'Description is required',
};
export const ALERT_DATE_INVALID = 'Alert date must be a date (MM/DD/YYYY, YYYY-MM-DD or DD.MM.YYYY).';
export const EXPIRY_DATE_INVALID = 'Expiry date must be a date (MM/DD/YYYY, YYYY-MM-DD or DD.MM.YYYY).';
export const CODE_TOO_LONG = 'A code or plan name is longer than 100 characters.';
export const DESCRIPTION_TOO_LONG = 'A description is longer than 1,000 characters.';

/** A data-sync row as stored: VIN upper-case, the date ISO (alert date or plan expiry). */
export type DataSyncRow = {
  readonly vin: string;
  readonly code: string;
  readonly description: string | null;
  readonly date: string | null;
};

/** The cells of one file row for the fields its columns hold. */
export function dataSyncCells(
  columns: DataSyncColumns,
  row: readonly string[],
): Partial<Record<DataSyncFieldKey, string>> {
  const cells: Partial<Record<DataSyncFieldKey, string>> = {};
  for (const [key, column] of Object.entries(columns) as [DataSyncFieldKey, number][])
    cells[key] = (row[column] ?? '').trim();
  return cells;
}

/**
 * Checks one row of a data-sync file: the VIN with the customer screen's rule, the code (recall code,
 * alert code or plan name) and, where the file type has them, the description and the date. Every fault
 * is named, '; '-joined, so the failed-rows report says all that is wrong with a row at once.
 */
export function checkDataSyncRow(
  fileType: FileUploadReportType,
  cells: Readonly<Partial<Record<DataSyncFieldKey, string>>>,
): Result<DataSyncRow, string> {
  const faults: string[] = [];
  const vinText = cells.vin ?? '';
  const vin = vinText === '' ? undefined : checkVin(vinText);
  if (vin === undefined) faults.push(VIN_REQUIRED);
  else if (!vin.ok) faults.push(vin.error);
  const code = cells.code ?? '';
  if (code === '') faults.push(CODE_REQUIRED[fileType]);
  else if (code.length > 100) faults.push(CODE_TOO_LONG);
  const hasDescription = fileType !== 'PREPAID_MAINTENANCE';
  const description = cells.description ?? '';
  if (hasDescription && description === '') faults.push(DESCRIPTION_REQUIRED[fileType]);
  else if (description.length > 1000) faults.push(DESCRIPTION_TOO_LONG);
  const hasDate = fileType !== 'RECALL';
  const date = hasDate ? readSoldDate(cells.date ?? '') : null;
  if (hasDate && (date === undefined || date === null))
    faults.push(fileType === 'PREPAID_MAINTENANCE' ? EXPIRY_DATE_INVALID : ALERT_DATE_INVALID);
  if (faults.length > 0 || !vin?.ok || date === undefined) return err(faults.join('; '));
  return ok({ vin: vin.value, code, description: hasDescription ? description : null, date });
}
