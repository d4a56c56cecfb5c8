import { DateTime } from 'luxon';
import type { AppError } from '../errors/app-error.js';
import { DATE_FORMATS, DEFAULT_DATE_ZONE } from '../format/dates.js';
import type { LeadId } from '../leads/lead.schema.js';
import { err, ok, type Result } from '../shared/result.js';

export const PLEASE_ENTER_RESPONSE_DATE_AND_TIME = 'Please Enter Response date and time';
export const MESSAGE_RESPONSE_UPDATED = 'Message Response Successfully Updated';

/** The set-response-time payload of spec 1 §3: msgDateTime as DD-MM-YYYY HH:mm:ss. */
export type SetResponseTimePayload = { readonly id: number; readonly msgDateTime: string };

export type ResponseTimeMissingError = AppError & { readonly code: 'RESPONSE_TIME_MISSING' };

export type SetResponseTimeForm = {
  /** The message (or lead) the response time is set on. */
  readonly id: LeadId | number;
  /** The picked day: a Date (read in `zone`), or an ISO date such as '2025-03-14'. */
  readonly date: Date | string | null | undefined;
  /** The 12-hour time picker's value, e.g. '3:05 PM' or '03:05 pm' (1-minute step). */
  readonly time: string | null | undefined;
};

const responseTimeMissing = (): ResponseTimeMissingError => ({
  code: 'RESPONSE_TIME_MISSING',
  message: PLEASE_ENTER_RESPONSE_DATE_AND_TIME,
  tone: 'warning',
});

function pickedDay(date: Date | string, zone: string): DateTime {
  return date instanceof Date ? DateTime.fromJSDate(date, { zone }) : DateTime.fromISO(date.trim(), { zone });
}

/** '3:05 PM' → { hour: 15, minute: 5 }; undefined when it is not a 12-hour time. */
export function parseTwelveHourTime(time: string): { hour: number; minute: number } | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([ap])\.?m\.?\s*$/i.exec(time);
  if (!match) return undefined;
  const [, hours, minutes, meridiem] = match;
  const hour12 = Number(hours);
  const minute = Number(minutes);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return undefined;
  const pm = meridiem?.toLowerCase() === 'p';
  return { hour: (hour12 % 12) + (pm ? 12 : 0), minute };
}

/**
 * Spec 1 §3, §5: builds { id, msgDateTime } from the picked date and 12-hour time, or the warning
 * 'Please Enter Response date and time' when either is missing (or cannot be read).
 */
export function setResponseTimePayload(
  form: SetResponseTimeForm,
  zone: string = DEFAULT_DATE_ZONE,
): Result<SetResponseTimePayload, ResponseTimeMissingError> {
  const { date, time } = form;
  if (date === null || date === undefined || date === '' || !time || time.trim() === '') {
    return err(responseTimeMissing());
  }
  const day = pickedDay(date, zone);
  const clock = parseTwelveHourTime(time);
  if (!day.isValid || !clock) return err(responseTimeMissing());
  const moment = day.set({ hour: clock.hour, minute: clock.minute, second: 0, millisecond: 0 });
  return ok({ id: form.id, msgDateTime: moment.toFormat(DATE_FORMATS.messageResponseTime) });
}
