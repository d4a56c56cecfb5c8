import { DateTime } from 'luxon';
import { DEFAULT_DATE_ZONE, type DateInput } from '../format/dates.js';

/** Spec 2 §5: the appointment kinds; each title is the kind followed by ' Appointment'. */
export const APPOINTMENT_KINDS = [
  'Remote Appraisal',
  'Test Drive',
  'Trade Appraisal',
  'Financing Approval',
  'Buy-it',
  'Sell-it',
] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export type AppointmentTitle = `${AppointmentKind} Appointment`;

export const appointmentTitle = (kind: AppointmentKind): AppointmentTitle => `${kind} Appointment`;

export const APPOINTMENT_TITLES: readonly AppointmentTitle[] = APPOINTMENT_KINDS.map(appointmentTitle);

/** Exactly one of the six titles, as spelled; anything else is refused. */
export const isAppointmentTitle = (title: string): title is AppointmentTitle =>
  (APPOINTMENT_TITLES as readonly string[]).includes(title);

/** Spec 2 §5: a 12-hour picker without seconds ('09:30 AM'); luxon tokens. */
export const APPOINTMENT_TIME_FORMAT = 'hh:mm a';

export type TimeOfDay = { readonly hour: number; readonly minute: number };

/** '9:30 am', '09:30 PM', '12:05AM' → 24-hour parts; seconds, 24-hour and out-of-range times → undefined. */
export function parseAppointmentTime(text: string): TimeOfDay | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(text.trim());
  if (!match) return undefined;
  const [, h = '', m = '', meridiem = ''] = match;
  const hour12 = Number(h);
  const minute = Number(m);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return undefined;
  const pm = meridiem.toLowerCase() === 'p';
  return { hour: (hour12 % 12) + (pm ? 12 : 0), minute };
}

/** A moment shown on the 12-hour picker, e.g. '02:05 PM'; '' for an invalid date. */
export function formatAppointmentTime(input: DateInput, zone: string = DEFAULT_DATE_ZONE): string {
  const dateTime =
    input instanceof Date
      ? DateTime.fromJSDate(input, { zone })
      : typeof input === 'string'
        ? DateTime.fromISO(input, { zone })
        : input.setZone(zone);
  return dateTime.isValid ? dateTime.setLocale('en-US').toFormat(APPOINTMENT_TIME_FORMAT) : '';
}

/** Parts back to the picker's text: { hour: 14, minute: 5 } → '02:05 PM'. */
export function appointmentTimeText({ hour, minute }: TimeOfDay): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
