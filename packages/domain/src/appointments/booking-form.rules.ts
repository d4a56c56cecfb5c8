import { DateTime } from 'luxon';

/** A slot's time as the 12-hour picker shows it (spec 2 §5: 12-hour, no seconds), e.g. '9:30 AM'. */
export const slotTimeLabel = (time: string): string =>
  DateTime.fromISO(`2000-01-01T${time}`).toFormat('h:mm a');

/** A booking day in words for the confirmation line, e.g. 'Wednesday 6 March'. */
export const bookingDayLabel = (date: string): string => DateTime.fromISO(date).toFormat('cccc d LLLL');

/** The booking's request date (spec 2 §3 and §9 request dates, DD.MM.YYYY) from a YYYY-MM-DD date. */
export const bookingRequestDate = (date: string): string => DateTime.fromISO(date).toFormat('dd.MM.yyyy');

/** The first day the booking form offers: tomorrow on the store's clock (the minimum notice rarely cuts into it). */
export const firstBookingDay = (zone: string, now: Date): string =>
  DateTime.fromJSDate(now).setZone(zone).plus({ days: 1 }).toISODate() ?? '';
