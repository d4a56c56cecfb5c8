import { toCsv, type ReportColumn, type ReportRow } from '@torque/domain';
import { cellText } from './report-cells';

/** Exactly what the table shows: its columns' headers, then each row in the table's order, as shown. */
export function reportCsv(columns: readonly ReportColumn[], rows: readonly ReportRow[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => cellText(column, row))),
  );
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL when the click is handled; let it go after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
