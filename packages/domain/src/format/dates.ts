import { DateTime } from 'luxon';

/** The date formats of spec 1 §9 and spec 2 §9, as luxon tokens. */
export const DATE_FORMATS = {
  /** Dates staff read and type: DD/MM/YYYY. */
  display: 'dd/MM/yyyy',
  /** Planner, sold and closed-RO request dates: DD.MM.YYYY. */
  request: 'dd.MM.yyyy',
  /** Swimlane and board dates: YYYY-MM-DD. */
  isoDate: 'yyyy-MM-dd',
  /** Set-response-time payload msgDateTime: DD-MM-YYYY HH:mm:ss. */
  messageResponseTime: 'dd-MM-yyyy HH:mm:ss',
  timeOfDay: 'HH:mm',
  /** Report month label, e.g. 'Mar, 2025'. */
  monthLabel: 'MMM, yyyy',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/**
 * The zone dates are read in when the caller names none: the business time zone (spec 1 §9). Pass the
 * office zone for display. Date-only strings ('2025-03-14') keep their calendar date in any zone.
 */
export const DEFAULT_DATE_ZONE = 'America/New_York';

/** A moment: a Date, a luxon DateTime, or an ISO 8601 string. */
export type DateInput = Date | DateTime | string;

function toDateTime(input: DateInput, zone: string): DateTime {
  if (input instanceof Date) return DateTime.fromJSDate(input, { zone });
  if (typeof input === 'string') return DateTime.fromISO(input, { zone });
  return input.setZone(zone);
}

/** Formats a date with one of the spec's formats; an invalid date shows as '' rather than 'Invalid DateTime'. */
export function formatDate(input: DateInput, format: DateFormat, zone: string = DEFAULT_DATE_ZONE): string {
  const dateTime = toDateTime(input, zone);
  return dateTime.isValid ? dateTime.setLocale('en-US').toFormat(DATE_FORMATS[format]) : '';
}

export const formatDisplayDate = (input: DateInput, zone?: string): string =>
  formatDate(input, 'display', zone);
export const formatRequestDate = (input: DateInput, zone?: string): string =>
  formatDate(input, 'request', zone);
export const formatIsoDate = (input: DateInput, zone?: string): string => formatDate(input, 'isoDate', zone);
export const formatMessageResponseTime = (input: DateInput, zone?: string): string =>
  formatDate(input, 'messageResponseTime', zone);
export const formatTimeOfDay = (input: DateInput, zone?: string): string =>
  formatDate(input, 'timeOfDay', zone);
export const formatMonthLabel = (input: DateInput, zone?: string): string =>
  formatDate(input, 'monthLabel', zone);

/** Board dates are typed DD/MM/YYYY and sent YYYY-MM-DD (spec 2 §9); undefined when not a real date. */
export function displayDateToIsoDate(text: string): string | undefined {
  const dateTime = DateTime.fromFormat(text.trim(), DATE_FORMATS.display, { zone: 'UTC' });
  return dateTime.isValid ? dateTime.toFormat(DATE_FORMATS.isoDate) : undefined;
}

/** A wire date (YYYY-MM-DD) as staff read and type it, DD/MM/YYYY (spec 2 §9). */
export const isoDateToDisplayDate = (iso: string): string => iso.split('-').reverse().join('/');

/** Spec 2 §7: the closed-RO search's end date is sent one day after the chosen end date, as DD.MM.YYYY. */
export function closedRoEndDate(date: DateInput, zone: string = DEFAULT_DATE_ZONE): string {
  const dateTime = toDateTime(date, zone);
  return dateTime.isValid ? dateTime.plus({ days: 1 }).toFormat(DATE_FORMATS.request) : '';
}

/** Server pages are zero-based and shown plus one (spec 2 §9). */
export const displayPage = (page: number): number => page + 1;

/** The server page for a page number staff see; never below 0. */
export const serverPage = (shownPage: number): number => Math.max(0, shownPage - 1);
