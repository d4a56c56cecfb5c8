/**
 * Calendar days as whole numbers (days since 1970-01-01), for date-only arithmetic in the planners' hot
 * path: a run decides for every candidate vehicle of a store (100,000 in the benchmark) and luxon's
 * DateTime objects cost more than the rest of the decision. Luxon remains the reference: the property
 * test checks these against luxon's plus() and diff(), and formatting stays with luxon.
 */
const MS_PER_DAY = 86_400_000;

/**
 * A run meets the same few thousand days again and again (sales, visits, due days), so each conversion is
 * remembered; the caches are bounded and simply start again when full.
 */
const CACHE_LIMIT = 100_000;
const dayNumbers = new Map<string, number>();
const isoDays = new Map<number, string>();

/** 'YYYY-MM-DD' as a day number; NaN when it is not one. */
export function dayNumber(iso: string): number {
  const known = dayNumbers.get(iso);
  if (known !== undefined) return known;
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const day = Number(iso.slice(8, 10));
  const value = Date.UTC(year, month - 1, day) / MS_PER_DAY;
  if (dayNumbers.size >= CACHE_LIMIT) dayNumbers.clear();
  dayNumbers.set(iso, value);
  return value;
}

/** A day number as 'YYYY-MM-DD'. */
export function isoOfDay(day: number): string {
  const known = isoDays.get(day);
  if (known !== undefined) return known;
  const value = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
  if (isoDays.size >= CACHE_LIMIT) isoDays.clear();
  isoDays.set(day, value);
  return value;
}

const daysInMonth = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The day that many months and days later, as luxon's plus() reckons it: months first, a day past the
 * month's end falling back to its last day (31 January plus one month is 28 or 29 February).
 */
export function plusCalendar(
  iso: string,
  span: { readonly months?: number; readonly days?: number },
): string {
  const year = Number(iso.slice(0, 4));
  const monthIndex = Number(iso.slice(5, 7)) - 1 + (span.months ?? 0);
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(targetYear, targetMonth));
  return isoOfDay(Date.UTC(targetYear, targetMonth, day) / MS_PER_DAY + (span.days ?? 0));
}

/**
 * An ISO day on the wire, DD.MM.YYYY (spec 2 §9 planner dates): the same text as luxon's 'dd.MM.yyyy' of
 * that calendar day, rearranged rather than parsed, for the thousands of rows of a run.
 */
export const dottedDay = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** Whole miles with thousands separators, as en-US writes them (6,200). */
export function groupedMiles(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
