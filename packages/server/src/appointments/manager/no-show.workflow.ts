import { principalName, type Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/database.js';
import { recordWorkflow } from '../../leads/lead-flags.service.js';
import { LeadWorkflowRepository } from '../../leads/lead-workflow.repository.js';
import { toMessageInstance } from '../../messaging/message.mapper.js';
import { MessageRepository } from '../../messaging/message.repository.js';
import { RealtimeEventRepository } from '../../realtime/realtime-event.repository.js';
import { AppointmentManagerRepository } from './appointment-manager.repository.js';

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
  await workflow.markNoShow(fsiId);
  await noteInConversation(tx, principal, fsiId, noShowNote(principal, appointment), at);
}

const noShowNote = (
  principal: Principal,
  appointment: { readonly apptDate?: string | null; readonly apptTime?: string | null } | null,
): string => {
  const when = appointment?.apptDate
    ? ` for the appointment on ${appointment.apptDate.split('-').reverse().join('/')} at ${appointment.apptTime ?? ''}`
    : '';
  return `Customer no-show${when.trimEnd()}, recorded by ${principalName(principal)}`;
};

async function noteInConversation(
  tx: Queryable,
  principal: Principal,
  fsiId: number,
  content: string,
  at: Date,
) {
  const who = principalName(principal);
  const row = await new MessageRepository(tx).insert({
    fsi_id: fsiId,
    content,
    created_on: at,
    direction: 'SEND',
    message_type: 'INTERNAL',
    notification_type: 'INTERNAL_NOTIFICATION',
    message_status: null,
    errors: null,
    message_sent_by: who,
    from_name: who,
    to_name: null,
    from_address: null,
    to_address: null,
    subject: null,
    media_urls: [],
    message_response_time: null,
    user_color_code: principal.colorCode,
    response_reqd: false,
    valid_log_mode: null,
    service_type: null,
  });
  const events = new RealtimeEventRepository(tx);
  await events.append('MESSAGE_CREATED', fsiId, { message: toMessageInstance(row) });
  await events.append('NEW_EVENT', fsiId, {});
}
