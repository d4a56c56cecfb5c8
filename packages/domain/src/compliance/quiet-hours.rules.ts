import { DateTime } from 'luxon';

/**
 * Automated texts (assistant and campaigns) go out only between 8 am and 9 pm in the customer's
 * local time; outside that window they are held until 8 am, never dropped.
 */
export const SEND_WINDOW_START_HOUR = 8;
export const SEND_WINDOW_END_HOUR = 21;

export function isWithinSendWindow(at: Date, zone: string): boolean {
  const local = DateTime.fromJSDate(at, { zone });
  return local.hour >= SEND_WINDOW_START_HOUR && local.hour < SEND_WINDOW_END_HOUR;
}

/** When an automated text may go out: now inside the window, else the next 8 am in that zone. */
export function nextSendTime(at: Date, zone: string): Date {
  if (isWithinSendWindow(at, zone)) return at;
  const local = DateTime.fromJSDate(at, { zone });
  const today8 = local.set({ hour: SEND_WINDOW_START_HOUR, minute: 0, second: 0, millisecond: 0 });
  return (local.hour < SEND_WINDOW_START_HOUR ? today8 : today8.plus({ days: 1 })).toJSDate();
}
