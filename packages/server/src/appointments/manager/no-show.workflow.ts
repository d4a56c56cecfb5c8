import { isoDateToDisplayDate } from '@torque/domain';
import { principalName, type Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/database.js';
import { recordWorkflow } from '../../leads/lead-flags.service.js';
import { LeadWorkflowRepository } from '../../leads/lead-workflow.repository.js';
import { appendStaffNote } from '../../messaging/staff-note.js';
import { AppointmentManagerRepository } from './appointment-manager.repository.js';
import { requireNoShowDue } from './no-show-due.js';

const EVERY_STORE = { kind: 'all' } as const;

/** Which no-show: the lead's (workflow track, workflow/noShow) or one appointment's (the manager). */
export type NoShow =
  | { readonly fsiId: number; readonly appointmentId?: undefined }
  | { readonly fsiId: number | null; readonly appointmentId: number };

/**
 * The one customer no-show path (spec 2 §7: "Customer no-show is a workflow track"). The
 * CUSTOMER_NO_SHOW track, workflow/noShow and the appointment manager's NO_SHOW status all come
 * here, inside the caller's transaction: the appointment reads NO_SHOW, the lead gets the track and
 * the SHOW_OR_NO_SHOW stage, the workflow ledger a 'no-show' row, and the conversation an internal
 * note, so whichever screen staff used, the other shows the same thing.
 */
export async function recordNoShow(tx: Queryable, principal: Principal, noShow: NoShow, at: Date) {
  await requireNoShowDue(tx, noShow, at);
  const appointments = new AppointmentManagerRepository(tx);
  const appointmentId =
    noShow.appointmentId ??
    (noShow.fsiId === null ? null : await appointments.noShowCandidate(noShow.fsiId, at));
  if (appointmentId !== null) await appointments.setStatus(appointmentId, 'NO_SHOW');
  if (noShow.fsiId === null) return;
  const appointment = appointmentId === null ? null : await appointments.find(EVERY_STORE, appointmentId);
  const fsiId = noShow.fsiId;
  await recordWorkflow(
    tx,
    fsiId,
    'no-show',
    appointmentId === null ? null : String(appointmentId),
    principal,
    at,
  );
  const workflow = new LeadWorkflowRepository(tx);
  await workflow.setTrack(fsiId, 'CUSTOMER_NO_SHOW');
  await workflow.markNoShow(fsiId, at);
  await appendStaffNote(
    tx,
    principal,
    fsiId,
    {
      content: noShowNote(principal, appointment),
      notificationType: 'INTERNAL_NOTIFICATION',
      responseReqd: false,
    },
    at,
  );
}

const noShowNote = (
  principal: Principal,
  appointment: { readonly apptDate?: string | null; readonly apptTime?: string | null } | null,
): string => {
  const when = appointment?.apptDate
    ? ` for the appointment on ${isoDateToDisplayDate(appointment.apptDate)} at ${appointment.apptTime ?? ''}`
    : '';
  return `Customer no-show${when.trimEnd()}, recorded by ${principalName(principal)}`;
};
