import { DateTime } from 'luxon';

/** An appointment's statuses, in the wire's words (migration 023; spec 2 §3 apptStatus). */
export const APPOINTMENT_STATUSES = ['BOOKED', 'SHOW', 'NO_SHOW', 'CANCELLED', 'COMPLETED'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * What the appointment manager may PUT as a status: the statuses themselves, and two designed words
 * for the calls the contract lacks (archive, delete), which keep the status the appointment had.
 */
export const APPOINTMENT_MANAGER_ACTIONS = [...APPOINTMENT_STATUSES, 'ARCHIVED', 'DELETED'] as const;
export type AppointmentManagerAction = (typeof APPOINTMENT_MANAGER_ACTIONS)[number];

export const isAppointmentManagerAction = (value: string): value is AppointmentManagerAction =>
  (APPOINTMENT_MANAGER_ACTIONS as readonly string[]).includes(value);

/** Spec 2 §8's success word for a deleted appointment, spelled as the spec spells it. */
export const APPOINTMENT_DELETED = 'Successfully Deleted Appoinntment';
export const APPOINTMENT_STATUS_UPDATED = 'Successfully Updated';

export const UNKNOWN_APPOINTMENT_STATUS = `An appointment status is one of ${APPOINTMENT_MANAGER_ACTIONS.join(', ')}.`;

/** How staff read a status in the manager's table. */
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  BOOKED: 'Booked',
  SHOW: 'Showed',
  NO_SHOW: 'No-show',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
};

export const appointmentStatusLabel = (status: string): string =>
  APPOINTMENT_STATUS_LABELS[status as AppointmentStatus] ?? status;

/** What a reminder names: whom, where, the store's day and time, and the lead's booking link if any. */
export type ReminderFacts = {
  readonly firstName: string;
  readonly storeName: string;
  readonly apptDate: string;
  readonly apptTime: string;
  /** The lead's booking link (issue 34): it opens the booked appointment to move or cancel it. */
  readonly bookingLink?: string | null;
};

/** The reminder text of one appointment; its day and time are the store's (YYYY-MM-DD, HH:mm). */
export function appointmentReminderText(appointment: ReminderFacts): string {
  const when = DateTime.fromISO(`${appointment.apptDate}T${appointment.apptTime}`, { locale: 'en-US' });
  const day = when.isValid ? when.toFormat('EEEE d MMMM') : appointment.apptDate;
  const time = when.isValid ? when.toFormat('h:mm a') : appointment.apptTime;
  const greeting = appointment.firstName.trim() ? `Hi ${appointment.firstName.trim()}, ` : 'Hi, ';
  return (
    `${greeting}a reminder of your service appointment at ${appointment.storeName} on ${day} at ${time}. ` +
    'Reply to this text if you need to change it.' +
    (appointment.bookingLink ? ` Or change or cancel it here: ${appointment.bookingLink}` : '')
  );
}

export const DATES_AS_DISPLAYED = 'Enter dates as DD/MM/YYYY.';
export const RANGE_BACKWARDS = 'The start date must not be after the end date.';

const DISPLAY = 'dd/MM/yyyy';

/**
 * The manager opens on the week behind and the week ahead of today (the store's day), DD/MM/YYYY.
 * The archived screen opens unbounded (issue 30): a service manager looks there for what they put
 * away, and an appointment archived ahead of its day (a cancelled booking next week) or long after
 * it must be there too; typed dates then narrow it by the appointments' own days.
 */
export function defaultAppointmentRange(
  now: Date,
  zone: string,
  archived = false,
): { readonly from: string; readonly to: string } {
  if (archived) return { from: '', to: '' };
  const today = DateTime.fromJSDate(now, { zone });
  return {
    from: today.minus({ days: 7 }).toFormat(DISPLAY),
    to: today.plus({ days: 7 }).toFormat(DISPLAY),
  };
}

/**
 * The typed range (DD/MM/YYYY, either end may be blank) as the wire's YYYY-MM-DD, or what is wrong
 * with it in the words staff see.
 */
export function appointmentRangeOf(
  from: string,
  to: string,
): { readonly startDate?: string; readonly endDate?: string } | { readonly problem: string } {
  const read = (text: string) => {
    if (text.trim() === '') return { ok: true as const, value: undefined };
    const date = DateTime.fromFormat(text.trim(), DISPLAY, { zone: 'UTC' });
    return date.isValid
      ? { ok: true as const, value: date.toISODate() ?? undefined }
      : { ok: false as const };
  };
  const start = read(from);
  const end = read(to);
  if (!start.ok || !end.ok) return { problem: DATES_AS_DISPLAYED };
  if (start.value && end.value && start.value > end.value) return { problem: RANGE_BACKWARDS };
  return {
    ...(start.value ? { startDate: start.value } : {}),
    ...(end.value ? { endDate: end.value } : {}),
  };
}
