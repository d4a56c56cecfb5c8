import { DateTime } from 'luxon';
import { INVALID_NUMBER, PHONE_REQUIRED } from '../forms/lead-form.rules.js';
import {
  checkVin,
  cleanCustomerPhone,
  CUSTOMER_FIRST_NAME_REQUIRED,
  CUSTOMER_LAST_NAME_REQUIRED,
  INVALID_EMAIL,
} from '../leads/customer-edit.rules.js';
import {
  FIRST_YEAR,
  LAST_YEAR,
  MILEAGE_NOT_A_NUMBER,
  YEAR_OUT_OF_RANGE,
} from '../leads/new-customer.rules.js';
import { err, ok, type Result } from '../shared/result.js';
import type { SoldDateFormat } from './date-column-format.rules.js';
import {
  DO_NOT_IMPORT,
  targetOf,
  type ColumnMapping,
  type LeadImportFieldKey,
} from './lead-import-fields.js';

export const MAKE_REQUIRED = 'Make is required';
export const MODEL_REQUIRED = 'Model is required';
export const YEAR_REQUIRED = 'Year is required';
export const VIN_REQUIRED = 'VIN is required';
/** The refusal of a sold date the column's format does not read (ISO is read under every format). */
export const INVALID_SOLD_DATE = (format: SoldDateFormat = 'MM/DD/YYYY'): string =>
  format === 'YYYY-MM-DD' || format === 'DD.MM.YYYY'
    ? `Sold date must be a date (${format}).`
    : `Sold date must be a date (${format}, YYYY-MM-DD or DD.MM.YYYY).`;
export const TEXT_TOO_LONG = 'A value is longer than 100 characters.';

/** One row of a lead file, read through the mapping: each mapped field's cell text. */
export type LeadImportCells = Readonly<Partial<Record<LeadImportFieldKey, string>>>;

/** A row as it will be stored: phones +1 and ten digits, VIN upper-case, the sold date ISO. */
export type LeadImportRow = {
  readonly firstName: string;
  readonly lastName: string;
  readonly cellular: string;
  readonly email: string | null;
  readonly vin: string;
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly soldDate: string | null;
  readonly odometer: number | null;
  readonly custno: string | null;
};

const MAX_TEXT = 100;

/** The day of a year, month and day as ISO when it is a real calendar day of the accepted years. */
function calendarDay(year: number, month: number, day: number): string | undefined {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return undefined;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The three four-digit-year spellings read with plain arithmetic: luxon's parser costs tens of
 * microseconds a call, seconds for a 100,000-row file. A property test checks them against luxon.
 */
const fourDigitYearFormats = (
  dayFirst: boolean,
): readonly [RegExp, (m: RegExpExecArray) => [number, number, number]][] => [
  [/^(\d{4})-(\d{2})-(\d{2})$/, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  [
    /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
    (m) =>
      dayFirst ? [Number(m[3]), Number(m[2]), Number(m[1])] : [Number(m[3]), Number(m[1]), Number(m[2])],
  ],
  [/^(\d{2})\.(\d{2})\.(\d{4})$/, (m) => [Number(m[3]), Number(m[2]), Number(m[1])]],
];
const MONTH_FIRST_FORMATS = fourDigitYearFormats(false);
const DAY_FIRST_FORMATS = fourDigitYearFormats(true);
const TWO_DIGIT_YEAR = /^\d{1,2}\/\d{1,2}\/\d{2}$/;

/**
 * A sold date as ISO, from the spellings exports use: slash dates in the column's order (MM/DD/YYYY
 * unless the column is DD/MM/YYYY; a two-digit year too), YYYY-MM-DD and DD.MM.YYYY under any format;
 * spreadsheets' own dates arrive as ISO. A year written with four digits is read as written (0001 is
 * not 2001); only a two-digit year takes luxon's century rule.
 */
export function readSoldDate(text: string, format: SoldDateFormat = 'MM/DD/YYYY'): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const dayFirst = format === 'DD/MM/YYYY';
  const day = trimmed.match(/^(\d{4}-\d{2}-\d{2})T/)?.[1] ?? trimmed;
  for (const [pattern, parts] of dayFirst ? DAY_FIRST_FORMATS : MONTH_FIRST_FORMATS) {
    const match = pattern.exec(day);
    if (match) return calendarDay(...parts(match));
  }
  if (!TWO_DIGIT_YEAR.test(day)) return undefined;
  const parsed = DateTime.fromFormat(day, dayFirst ? 'd/M/yy' : 'M/d/yy', { zone: 'utc' });
  return parsed.isValid && parsed.year >= FIRST_YEAR && parsed.year <= LAST_YEAR
    ? (parsed.toISODate() ?? undefined)
    : undefined;
}

const wholeNumber = (text: string): number | undefined =>
  /^\d{1,10}$/.test(text.replace(/,/g, '')) ? Number(text.replace(/,/g, '')) : undefined;

/** The cells of one file row through the mapping (columns mapped DO_NOT_IMPORT are left out). */
export function cellsOfRow(
  headers: readonly string[],
  row: readonly string[],
  mapping: ColumnMapping,
): LeadImportCells {
  const cells: Partial<Record<LeadImportFieldKey, string>> = {};
  headers.forEach((header, column) => {
    const target = targetOf(mapping, header);
    if (target !== DO_NOT_IMPORT) cells[target] = row[column] ?? '';
  });
  return cells;
}

/**
 * Checks one row of a lead file with the customer screen's rules (spec 1 §5: 'Phone is required',
 * then 'Invalid Number'). Every fault is named, in field order, so the failed-rows report says all
 * that is wrong with a row at once.
 */
export function checkLeadImportRow(
  cells: LeadImportCells,
  /** The sold-date column's format (decideDateColumnFormat, or the admin's answer): never guessed per row. */
  dateFormat: SoldDateFormat,
): Result<LeadImportRow, string> {
  const text = (key: LeadImportFieldKey): string => (cells[key] ?? '').trim();
  const faults: string[] = [];
  const firstName = text('firstName');
  const lastName = text('lastName');
  if (firstName === '') faults.push(CUSTOMER_FIRST_NAME_REQUIRED);
  if (lastName === '') faults.push(CUSTOMER_LAST_NAME_REQUIRED);
  const phone = text('cellular');
  const cellular = phone === '' ? undefined : cleanCustomerPhone(phone);
  if (cellular === undefined) faults.push(PHONE_REQUIRED);
  else if (!cellular.ok) faults.push(INVALID_NUMBER);
  const email = text('email').toLowerCase();
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) faults.push(INVALID_EMAIL);
  const vinText = text('vin');
  const vin = vinText === '' ? undefined : checkVin(vinText);
  if (vin === undefined) faults.push(VIN_REQUIRED);
  else if (!vin.ok) faults.push(vin.error);
  const make = text('make');
  const model = text('model');
  if (make === '') faults.push(MAKE_REQUIRED);
  if (model === '') faults.push(MODEL_REQUIRED);
  const yearText = text('year');
  const year = wholeNumber(yearText);
  if (yearText === '') faults.push(YEAR_REQUIRED);
  else if (year === undefined || year < FIRST_YEAR || year > LAST_YEAR) faults.push(YEAR_OUT_OF_RANGE);
  const soldDate = readSoldDate(text('soldDate'), dateFormat);
  if (soldDate === undefined) faults.push(INVALID_SOLD_DATE(dateFormat));
  const odometerText = text('odometer');
  const odometer = odometerText === '' ? null : (wholeNumber(odometerText) ?? -1);
  if (odometer !== null && (odometer < 0 || odometer > 2_147_483_647)) faults.push(MILEAGE_NOT_A_NUMBER);
  const custno = text('custno');
  if ([firstName, lastName, make, model, custno].some((value) => value.length > MAX_TEXT))
    faults.push(TEXT_TOO_LONG);
  if (faults.length > 0 || !cellular?.ok || !vin?.ok || year === undefined || soldDate === undefined)
    return err(faults.join('; '));
  return ok({
    firstName,
    lastName,
    cellular: cellular.value,
    email: email === '' ? null : email,
    vin: vin.value,
    make,
    model,
    year,
    soldDate,
    odometer,
    custno: custno === '' ? null : custno,
  });
}

/** Headers made distinct: a repeated header gets " (2)", " (3)"..., an empty one "Column N". */
export function distinctHeaders(row: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return row.map((cell, index) => {
    const base = cell.trim() === '' ? `Column ${index + 1}` : cell.trim();
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}
