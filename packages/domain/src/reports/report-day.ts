import { DateTime } from 'luxon';

/**
 * The calendar day (YYYY-MM-DD) a moment is counted on in a store's report: the day on the store's own
 * wall clock (spec: counts bucketed by day in each store's zone). The server reads the same day in SQL
 * (`(ts AT TIME ZONE store.office_time_zone)::date`); tests use this to say which bucket a message is in.
 */
export function localReportDay(instant: Date | string, zone: string): string {
  const moment =
    typeof instant === 'string'
      ? DateTime.fromISO(instant, { zone })
      : DateTime.fromJSDate(instant, { zone });
  if (!moment.isValid) throw new RangeError(`not a moment in ${zone}: ${String(instant)}`);
  return moment.toFormat('yyyy-MM-dd');
}

/** Whether a moment falls in an inclusive range of local days (YYYY-MM-DD, read in the store's zone). */
export function inReportRange(
  instant: Date | string,
  zone: string,
  range: { readonly startDate: string; readonly endDate: string },
): boolean {
  const day = localReportDay(instant, zone);
  return day >= range.startDate && day <= range.endDate;
}
