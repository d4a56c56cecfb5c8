import { isoDateToDisplayDate } from '../format/dates.js';

/**
 * A no-show is what happened when the appointment's time came and the customer did not: staff may
 * record one only once that time has passed (strictly after it; at the very minute the customer may
 * still be pulling in). Before that the appointment can be cancelled or moved, not missed.
 */
export function mayMarkNoShow(appointmentAt: Date, now: Date): boolean {
  return now.getTime() > appointmentAt.getTime();
}

/** Why a no-show is refused before the appointment's time, with its day and time as the store reads them. */
export function noShowTooEarly(appointment: {
  readonly apptDate?: string | null | undefined;
  readonly apptTime?: string | null | undefined;
}): string {
  const when = appointment.apptDate
    ? ` (${isoDateToDisplayDate(appointment.apptDate)}${appointment.apptTime ? ` at ${appointment.apptTime}` : ''})`
    : '';
  return `A no-show can be marked only after the appointment's time${when}.`;
}
