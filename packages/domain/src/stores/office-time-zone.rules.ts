import { DateTime, IANAZone } from 'luxon';
import { err, ok, type Result } from '../shared/result.js';

export const TIME_ZONE_UNKNOWN = 'Please choose a time zone such as America/Chicago.';

/**
 * A store's office time zone must be an IANA zone ('America/Chicago'), the one its office keeps, so
 * dates show in the office's wall-clock time through daylight saving. Fixed offsets ('UTC+6',
 * 'GMT-06:00') are refused: they would show the wrong hour half the year.
 */
export function checkOfficeTimeZone(raw: string): Result<string, string> {
  const zone = raw.trim();
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(zone) || !IANAZone.isValidZone(zone))
    return err(TIME_ZONE_UNKNOWN);
  return ok(new IANAZone(zone).name);
}

const offsetText = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
};

/**
 * How the office's zone is shown beside the store (the demo data's 'GMT-06:00' for America/Chicago):
 * its standard-time offset, derived and never typed. Standard time is the smaller of the January and
 * July offsets of the year (the one without daylight saving, in either hemisphere).
 */
export function timezoneDisplay(zone: string, at: Date): string {
  const year = DateTime.fromJSDate(at, { zone }).year;
  const january = DateTime.fromObject({ year, month: 1, day: 1 }, { zone }).offset;
  const july = DateTime.fromObject({ year, month: 7, day: 1 }, { zone }).offset;
  return offsetText(Math.min(january, july));
}
