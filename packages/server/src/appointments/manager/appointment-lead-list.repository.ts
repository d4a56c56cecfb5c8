import type { SqlParams } from '../../db/sql-params.js';

/**
 * The swimlane lists that are about real appointments (spec 2 §7 appt-reminder-list, pre-CSI list):
 * a lead is on the reminder list while it has a booked appointment coming (by default in the next
 * three days), on the pre-CSI list when its customer came in (SHOW or COMPLETED) in the last seven
 * days, when the pre-CSI check is due. Dates, when given, are the store's local days.
 */
export type AppointmentLeadList = {
  readonly list: 'reminder' | 'preCsi';
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
};

const REMINDER_DAYS_AHEAD = 3;
const PRE_CSI_DAYS_BACK = 7;

/** One SQL condition over the lead alias `f` (and its store `s`) for the lead search. */
export function appointmentLeadListCondition(
  { list, startDate, endDate }: AppointmentLeadList,
  params: SqlParams,
  now: Date,
): string {
  const statuses = list === 'reminder' ? "('BOOKED')" : "('SHOW', 'COMPLETED')";
  const day = '(a.appointment_at AT TIME ZONE s.office_time_zone)::date';
  const window: string[] = [];
  if (startDate) window.push(`${day} >= ${params.add(startDate)}::date`);
  if (endDate) window.push(`${day} <= ${params.add(endDate)}::date`);
  if (!startDate && !endDate) {
    const at = params.add(now);
    window.push(
      list === 'reminder'
        ? `a.appointment_at >= ${at}::timestamptz AND a.appointment_at < ${at}::timestamptz + interval '${REMINDER_DAYS_AHEAD} days'`
        : `a.appointment_at <= ${at}::timestamptz AND a.appointment_at > ${at}::timestamptz - interval '${PRE_CSI_DAYS_BACK} days'`,
    );
  }
  return `EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id AND a.status IN ${statuses}
    AND a.deleted_at IS NULL AND a.archived_at IS NULL AND ${window.join(' AND ')})`;
}
