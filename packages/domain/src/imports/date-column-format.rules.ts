import { DateTime } from 'luxon';

/**
 * How a lead file's sold dates are written, read from the whole column (issue 30 point 5). Every
 * screen shows DD/MM/YYYY while US exports write MM/DD/YYYY, so a slash date such as 01/03/2025 is
 * never read one way by default: a value whose first part is above 12 shows the column is day first,
 * one whose second part is above 12 shows it is month first, both at once is an error naming the rows,
 * and neither leaves the question to the admin. ISO (YYYY-MM-DD) and dotted (DD.MM.YYYY) dates mean one
 * thing only and read the same under every answer.
 */
export const SOLD_DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const;
export type SoldDateFormat = (typeof SOLD_DATE_FORMATS)[number];

export const isSoldDateFormat = (value: string): value is SoldDateFormat =>
  (SOLD_DATE_FORMATS as readonly string[]).includes(value);

/** A non-empty sold-date cell and its row number in the file. */
export type DateCell = { readonly rowNumber: number; readonly text: string };

export type DateColumnFormat =
  /** No slash dates, or the values show the order: read every value this way. */
  | { readonly kind: 'decided'; readonly format: SoldDateFormat; readonly evidenceRow: number | null }
  /** Slash dates that read both ways (01/03/2025): the admin chooses DD/MM/YYYY or MM/DD/YYYY. */
  | { readonly kind: 'ambiguous'; readonly example: DateCell }
  /** Some values are only day first, others only month first: the file must be corrected. */
  | { readonly kind: 'mixed'; readonly dayFirstRows: number[]; readonly monthFirstRows: number[] };

/** A slash date's two leading parts (day or month, either order) with a two- or four-digit year. */
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/** The two leading parts of a slash date, or undefined for any other spelling. */
export function slashParts(text: string): readonly [number, number] | undefined {
  const match = SLASH_DATE.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** What one value says about its column's order: only day first, only month first, or nothing. */
export function slashEvidence(text: string): 'DAY_FIRST' | 'MONTH_FIRST' | undefined {
  const parts = slashParts(text);
  if (!parts) return undefined;
  const [first, second] = parts;
  if (first > 12 && second <= 12) return 'DAY_FIRST';
  if (second > 12 && first <= 12) return 'MONTH_FIRST';
  return undefined;
}

/** A slash date whose two parts are both 1 to 12: a real day read either way. */
const readsBothWays = (text: string): boolean =>
  slashParts(text)?.every((part) => part >= 1 && part <= 12) ?? false;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T.*)?$/;
const DOTTED_DAY = /^\d{2}\.\d{2}\.\d{4}$/;

/**
 * The format of a column from all its non-empty values. Values no format reads (text, 13/13/2024)
 * decide nothing: the row check refuses them one by one.
 */
export function decideDateColumnFormat(cells: readonly DateCell[]): DateColumnFormat {
  const dayFirstRows: number[] = [];
  const monthFirstRows: number[] = [];
  let ambiguous: DateCell | undefined;
  let dotted = 0;
  for (const cell of cells) {
    const evidence = slashEvidence(cell.text);
    if (evidence === 'DAY_FIRST') dayFirstRows.push(cell.rowNumber);
    else if (evidence === 'MONTH_FIRST') monthFirstRows.push(cell.rowNumber);
    else if (readsBothWays(cell.text)) ambiguous ??= cell;
    else if (DOTTED_DAY.test(cell.text.trim())) dotted += 1;
  }
  if (dayFirstRows.length > 0 && monthFirstRows.length > 0)
    return { kind: 'mixed', dayFirstRows, monthFirstRows };
  if (dayFirstRows.length > 0)
    return { kind: 'decided', format: 'DD/MM/YYYY', evidenceRow: dayFirstRows[0] ?? null };
  if (monthFirstRows.length > 0)
    return { kind: 'decided', format: 'MM/DD/YYYY', evidenceRow: monthFirstRows[0] ?? null };
  if (ambiguous) return { kind: 'ambiguous', example: ambiguous };
  const iso = cells.some((cell) => ISO_DAY.test(cell.text.trim()));
  return { kind: 'decided', format: dotted > 0 && !iso ? 'DD.MM.YYYY' : 'YYYY-MM-DD', evidenceRow: null };
}

/** At most this many row numbers are named in a message; the rest are counted. */
const ROWS_NAMED = 10;
const rowList = (rows: readonly number[]): string =>
  rows.length <= ROWS_NAMED
    ? rows.join(', ')
    : `${rows.slice(0, ROWS_NAMED).join(', ')} and ${rows.length - ROWS_NAMED} more`;

export const SOLD_DATES_MIXED = (
  dayFirstRows: readonly number[],
  monthFirstRows: readonly number[],
): string =>
  `The sold dates are written day first in rows ${rowList(dayFirstRows)} but month first in rows ${rowList(
    monthFirstRows,
  )}. Correct the file so every date is written the same way, then choose it again.`;

/** "1 March 2025" for the slash date read in the given order. */
function spelled(text: string, dayFirst: boolean): string {
  const [first, second, year] = text.trim().split('/').map(Number) as [number, number, number];
  const [day, month] = dayFirst ? [first, second] : [second, first];
  const fullYear = year < 100 ? DateTime.fromFormat(String(year).padStart(2, '0'), 'yy').year : year;
  return DateTime.fromObject({ year: fullYear, month, day }, { zone: 'utc' }).toFormat('d LLLL yyyy');
}

/** The question's detail: the example and its two readings ("1 March 2025 or 3 January 2025"). */
export const SOLD_DATE_FORMAT_QUESTION = (example: DateCell): string =>
  `${example.text} (row ${example.rowNumber}) could be ${spelled(example.text, true)} or ${spelled(example.text, false)}.`;

export const SOLD_DATE_FORMAT_REQUIRED =
  'Choose how the sold dates are written (DD/MM/YYYY or MM/DD/YYYY) before importing.';

export const SOLD_DATE_FORMAT_CONFLICT = (format: SoldDateFormat, row: number | null): string =>
  `The sold dates are written ${format}${row === null ? '' : ` (row ${row} shows it)`}; import them that way.`;

/**
 * The format an import reads its sold dates with: the column's own when its values decide it (a
 * different choice is refused), the admin's choice of the two slash orders when they do not, and an
 * error (the message in plain words) when the column mixes orders or the question is unanswered.
 */
export function chooseSoldDateFormat(
  column: DateColumnFormat,
  chosen: SoldDateFormat | undefined,
): { readonly ok: true; readonly format: SoldDateFormat } | { readonly ok: false; readonly message: string } {
  if (column.kind === 'mixed')
    return { ok: false, message: SOLD_DATES_MIXED(column.dayFirstRows, column.monthFirstRows) };
  if (column.kind === 'ambiguous') {
    if (chosen === 'DD/MM/YYYY' || chosen === 'MM/DD/YYYY') return { ok: true, format: chosen };
    return { ok: false, message: SOLD_DATE_FORMAT_REQUIRED };
  }
  const slashDecided = column.format === 'DD/MM/YYYY' || column.format === 'MM/DD/YYYY';
  if (chosen !== undefined && slashDecided && chosen !== column.format)
    return { ok: false, message: SOLD_DATE_FORMAT_CONFLICT(column.format, column.evidenceRow) };
  return { ok: true, format: column.format };
}
