import { DEFAULT_DATE_ZONE, toCsv, type ReportColumn, type ReportRow } from '@torque/domain';
import { cellText } from './report-cells';

/** Exactly what the table shows: its columns' headers, then each row in the table's order, as shown. */
export function reportCsv(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  zone: string = DEFAULT_DATE_ZONE,
): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => cellText(column, row, zone))),
  );
}
