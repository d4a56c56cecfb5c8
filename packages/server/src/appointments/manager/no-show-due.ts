import { mayMarkNoShow, noShowTooEarly } from '@torque/domain';
import type { Queryable } from '../../db/database.js';
import { badRequest } from '../../http/http-error.js';

type DueRow = { appointment_at: Date; appt_date: string; appt_time: string };

const WHEN = `a.appointment_at,
  to_char(a.appointment_at AT TIME ZONE s.office_time_zone, 'YYYY-MM-DD') AS appt_date,
  to_char(a.appointment_at AT TIME ZONE s.office_time_zone, 'HH24:MI') AS appt_time
  FROM appointment a JOIN store s ON s.id = a.store_id`;

/**
 * Issue 30: a no-show only once the appointment's time has passed (domain no-show.rules.ts), on every
 * path that records one. The named appointment must be due; a lead's no-show without one is refused
 * while its booked appointments are all still ahead (a lead with none keeps its no-show track).
 */
export async function requireNoShowDue(
  tx: Queryable,
  noShow: { readonly fsiId: number | null; readonly appointmentId?: number | undefined },
  now: Date,
): Promise<void> {
  const [row] =
    noShow.appointmentId !== undefined
      ? await tx.query<DueRow>(`SELECT ${WHEN} WHERE a.id = $1`, [noShow.appointmentId])
      : noShow.fsiId === null
        ? []
        : await tx.query<DueRow>(
            `SELECT ${WHEN}
              WHERE a.fsi_id = $1 AND a.status = 'BOOKED' AND a.deleted_at IS NULL
              ORDER BY a.appointment_at <= $2 DESC, a.appointment_at LIMIT 1`,
            [noShow.fsiId, now],
          );
  if (row && !mayMarkNoShow(row.appointment_at, now))
    throw badRequest(noShowTooEarly({ apptDate: row.appt_date, apptTime: row.appt_time }));
}
