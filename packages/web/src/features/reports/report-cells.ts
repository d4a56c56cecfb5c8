import {
  DEFAULT_DATE_ZONE,
  formatDisplayDate,
  formatTimeOfDay,
  isoDateToDisplayDate,
  type ReportChart,
  type ReportColumn,
  type ReportColumnKind,
  type ReportRow,
} from '@torque/domain';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/** Counts, percentages and minutes are figures: right-aligned. */
export const isFigure = (kind: ReportColumnKind): boolean =>
  kind === 'count' || kind === 'percent' || kind === 'minutes';

/**
 * A wire date (YYYY-MM-DD, or a timestamp) as staff read it: DD/MM/YYYY (with the time for a moment,
 * in the store's zone: issue 30, one clock). A calendar day keeps its date in any zone.
 */
function dateText(value: unknown, zone: string): string {
  if (typeof value !== 'string') return value === null || value === undefined ? '' : String(value);
  if (DATE_ONLY.test(value)) return isoDateToDisplayDate(value);
  if (TIMESTAMP.test(value)) return `${formatDisplayDate(value, zone)} ${formatTimeOfDay(value, zone)}`;
  return value;
}

/** Whether a report shows a moment (a time of day), so the screen says which zone it reads in. */
export const showsMoments = (columns: readonly ReportColumn[], rows: readonly ReportRow[]): boolean =>
  columns.some(
    (column) =>
      column.kind === 'date' &&
      rows.some((row) => typeof row[column.key] === 'string' && TIMESTAMP.test(row[column.key] as string)),
  );

/** What a cell shows, and what the CSV writes for it (the export is what is shown). */
export function cellText(column: ReportColumn, row: ReportRow, zone: string = DEFAULT_DATE_ZONE): string {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'date':
      return dateText(value, zone);
    case 'percent':
      return typeof value === 'number' ? `${value}%` : String(value);
    case 'text':
      // A day in a text column (a row that may read 'No Data For The Duration Selected') still reads DD/MM/YYYY.
      return typeof value === 'string' && DATE_ONLY.test(value) ? dateText(value, zone) : String(value);
    default:
      return String(value);
  }
}

export type SortOrder = { readonly key: string; readonly direction: 'ascending' | 'descending' };

function compareValues(a: unknown, b: unknown): number {
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  if (blank(a) || blank(b)) return Number(blank(a)) - Number(blank(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** The rows in the chosen order (stable; empty cells last either way), or as the server sent them. */
export function sortRows(rows: readonly ReportRow[], order: SortOrder | null): readonly ReportRow[] {
  if (!order) return rows;
  const sign = order.direction === 'ascending' ? 1 : -1;
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[order.key];
      const b = y.row[order.key];
      if (blank(a) !== blank(b)) return blank(a) ? 1 : -1;
      return sign * compareValues(a, b) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** A count cell drills down; an id shown as a number (a store's, a user's) does not. */
export const drillsDown = (column: ReportColumn): boolean =>
  column.kind === 'count' && !/Id$/.test(column.key);

/**
 * A chart category's label as the table shows it (a day as DD/MM/YYYY). When the category repeats
 * (the monthly report has a row per month and customer type), the row's next text column is added, so
 * no two bars read the same.
 */
export function categoryLabel(
  columns: readonly ReportColumn[],
  chart: ReportChart,
  rows: readonly ReportRow[],
  zone: string = DEFAULT_DATE_ZONE,
) {
  const key = chart.kind === 'funnel' ? '' : chart.category;
  const column = columns.find((candidate) => candidate.key === key) ?? {
    key,
    header: key,
    kind: 'text' as const,
  };
  const label = (row: ReportRow) => cellText(column, row, zone);
  const repeats = new Set(rows.map(label)).size < rows.length;
  const second = columns.find((candidate) => candidate.kind === 'text' && candidate.key !== key);
  if (!repeats || !second) return label;
  return (row: ReportRow) => `${label(row)} · ${cellText(second, row, zone)}`;
}
