/**
 * Which numbers of a sheet are dates. An .xlsx stores a date as a number of days with a date
 * format; these are the rules read-excel-file applied, so files read as they did before.
 */

// Built-in formats 14–22 and 45–47 everywhere; 27–36 and 50–58 in Chinese, Japanese and Korean
// workbooks; 71–81 in Thai ones.
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
]);

const DATE_TOKENS = new Set([
  ...['s', 'ss', 'm', 'mm', 'mmm', 'mmmm', 'mmmmm', 'h', 'hh', 'am', 'pm', 'a', 'p'],
  ...['d', 'dd', 'ddd', 'dddd', 'aaa', 'aaaa', 'aaaaa', 'y', 'yy', 'yyyy', 'e', 'ee', 'eeee'],
]);

/** Excel's longest format code; anything longer is not one Excel wrote. */
const MAX_FORMAT_CODE = 255;

/** One section of a format code (`yyyy-mm-dd`, `[h]:mm:ss`, `0.00`): dates have only date tokens. */
function isDateSection(section: string): boolean {
  const tokens = section
    .replace(/"[^"]*"/g, ' ')
    .replace(/(\[?[smhd]{1,2}\]?)[.,]0{1,3}/g, '$1')
    .replace(/\[([smhd]{1,2})\]/g, '$1')
    .replace(/\[[^\]]*\]/g, '')
    .split(/[^a-z0#?%]+/)
    .filter((token) => token !== '');
  return tokens.length > 0 && tokens.every((token) => DATE_TOKENS.has(token));
}

/** Whether numbers in this format are dates: a built-in date format, or a code of date tokens. */
export function isDateFormat(formatId: number, code: string | undefined): boolean {
  if (BUILT_IN_DATE_FORMATS.has(formatId)) return true;
  if (code === undefined || code.length > MAX_FORMAT_CODE) return false;
  const sections = code.toLowerCase().replace(/;@$/, '').replace(/\\./g, ' ').split(';');
  return sections.some(isDateSection);
}

const DAY_MS = 24 * 60 * 60 * 1000;
// Day 25569 is 1970-01-01 in the 1900 system (which counts a 29 February 1900 that never was);
// the 1904 system starts 1462 days later.
const UNIX_EPOCH_DAY = 25_569;
const EPOCH_1904_SHIFT = 1_462;

/** An Excel day number as an instant (the sheet's local clock read as UTC, as Excel has no zone). */
export function excelDate(days: number, epoch1904: boolean): Date {
  return new Date(Math.floor((days + (epoch1904 ? EPOCH_1904_SHIFT : 0) - UNIX_EPOCH_DAY) * DAY_MS));
}
