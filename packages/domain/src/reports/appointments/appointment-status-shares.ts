import {
  APPOINTMENT_STATUSES,
  appointmentStatusLabel,
  type AppointmentStatus,
} from '../../appointments/appointment-manager.rules.js';
import { percentOf } from '../funnel.js';

/** One slice of the appointment-status donut: a status, its appointments and its share of all of them. */
export type AppointmentStatusShare = {
  readonly status: AppointmentStatus;
  /** The status as the appointment manager shows it ('No-show'). */
  readonly label: string;
  readonly appointments: number;
  /** appointments / all appointments × 100, to one decimal (0 when there are none). */
  readonly percent: number;
};

/**
 * The status shares of the appointments a report counted: every status once, in the appointment
 * manager's order, a status with no appointment as 0. Counts that are not whole non-negative numbers
 * count as 0, like the funnel's.
 */
export function appointmentStatusShares(
  counts: Partial<Readonly<Record<AppointmentStatus, number>>>,
): AppointmentStatusShare[] {
  const countOf = (status: AppointmentStatus): number => {
    const value = counts[status] ?? 0;
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  };
  const total = APPOINTMENT_STATUSES.reduce((sum, status) => sum + countOf(status), 0);
  return APPOINTMENT_STATUSES.map((status) => ({
    status,
    label: appointmentStatusLabel(status),
    appointments: countOf(status),
    percent: percentOf(countOf(status), total),
  }));
}
