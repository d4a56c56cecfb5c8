import { DateTime } from 'luxon';
import type { AppError } from '../errors/app-error.js';
import { DATE_FORMATS } from '../format/dates.js';
import { err, ok, type Result } from '../shared/result.js';

export const LAST_SERVICE_DATE_INVALID = 'The last service date is not a real date (DD.MM.YYYY).';
export const LAST_SERVICE_DATE_IN_FUTURE = 'The last service date cannot be in the future.';

const refused = (message: string): Result<string | null, AppError> =>
  err({ code: 'VEHICLE_RECORD_INVALID', message, tone: 'warning', status: 400 });

/**
 * A vehicle record's last service date (DD.MM.YYYY or null): a real calendar date, not after today in
 * the zone it was given in. Returns it as YYYY-MM-DD for storage.
 */
export function lastServiceDateOf(
  dotted: string | null,
  today: Date,
  zone: string,
): Result<string | null, AppError> {
  if (dotted === null) return ok(null);
  const date = DateTime.fromFormat(dotted, DATE_FORMATS.request, { zone });
  if (!date.isValid) return refused(LAST_SERVICE_DATE_INVALID);
  if (date.startOf('day') > DateTime.fromJSDate(today, { zone }).startOf('day'))
    return refused(LAST_SERVICE_DATE_IN_FUTURE);
  return ok(date.toFormat(DATE_FORMATS.isoDate));
}

/** '45,120 mi': an odometer as the header shows it. */
export const formatMileage = (miles: number): string => `${miles.toLocaleString('en-US')} mi`;
