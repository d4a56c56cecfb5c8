import {
  appointmentReplyNote,
  appointmentTextsIn,
  languageOf,
  RESCHEDULE_OFFER_COUNT,
  type AppointmentReplyKind,
  type ReplyCode,
} from '@torque/domain';
import { DateTime } from 'luxon';
import { appointmentStart } from '../appointments/booking/appointment-notice.js';
import { AppointmentNoticeRepository } from '../appointments/booking/appointment-notice.repository.js';
import { BookingConfigRepository } from '../appointments/booking/booking-config.repository.js';
import { freeSlots, planBooking } from '../appointments/booking/booking-plan.js';
import { BookingRepository } from '../appointments/booking/booking.repository.js';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { HttpError } from '../http/http-error.js';
import { LeadWorkflowRepository } from '../leads/lead-workflow.repository.js';
import { toMessageInstance } from '../messaging/message.mapper.js';
import { MessageRepository } from '../messaging/message.repository.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { awaitStaffAnswer } from './assistant-handoff.js';
import type { ReplyContext } from './reply-context.js';

const KINDS: Partial<Record<ReplyCode, AppointmentReplyKind>> = { 'E-CAN': 'cancel', 'E-RES': 'reschedule' };

/**
 * A customer's cancel (E-CAN) or reschedule (E-RES) reply while they have a booked appointment
 * (issue 30): the appointment's advisor gets a note addressed to them, response required, and the
 * lead is handed off to staff; a reschedule is answered with the next free times (the booking's own
 * slot lookup), which the assistant sends through the outbox like any reply. Null when the reply is
 * not about an appointment, so the code's own handling applies.
 */
export async function routeAppointmentReply(
  tx: Queryable,
  context: ReplyContext,
  inbound: { readonly text: string; readonly at: Date; readonly code: ReplyCode },
): Promise<{ readonly offer: string | null } | null> {
  const kind = KINDS[inbound.code];
  if (!kind) return null;
  const lead = context.lead;
  const apptId = await new AppointmentNoticeRepository(tx).nextBooked(lead.id, inbound.at);
  const appointment = apptId === undefined ? undefined : await new BookingRepository(tx).find(apptId);
  const startsAt = appointment ? appointmentStart(appointment, context.officeZone) : null;
  if (!appointment || startsAt === null) return null;
  const offered =
    kind === 'reschedule' ? await freeTimes(tx, lead.id, appointment, startsAt, inbound.at) : [];
  const note = appointmentReplyNote({
    kind,
    advisorName: appointment.advisorName ?? null,
    startsAt,
    zone: context.officeZone,
    said: inbound.text,
    offered,
    // The assistant answers only a lead it runs (the same test as its reply).
    offerSent: lead.aiEnabled && !lead.conversationClosed,
  });
  await appendAdvisorNote(tx, context, appointment.advisorName ?? null, note, inbound.at);
  await new LeadWorkflowRepository(tx).setHandOff(lead.id, 'MANUAL', inbound.at);
  await awaitStaffAnswer(tx, lead.id); // the advisor answers: the offer sent meanwhile does not (issue 31)
  if (kind === 'cancel') return { offer: null };
  return {
    offer: appointmentTextsIn(languageOf(lead.customerMaster)).rescheduleOffer({
      firstName: lead.customerMaster.firstName,
      storeName: lead.storeMaster.store_name,
      zone: context.officeZone,
      freeTimes: offered,
    }),
  };
}

/**
 * The next free times for the same work and transport, from now over the store's booking window:
 * the first of each day, so the customer chooses between days, never the time they already hold.
 */
async function freeTimes(
  tx: Queryable,
  fsiId: number,
  appointment: Schemas['Appointment'],
  startsAt: string,
  now: Date,
): Promise<string[]> {
  const lead = await new BookingConfigRepository(tx).lead(fsiId);
  if (!lead) return [];
  const today = DateTime.fromJSDate(now).setZone(lead.zone).toISODate() ?? '';
  try {
    const plan = await planBooking(
      tx,
      lead,
      {
        fsiId,
        inpDate: today,
        inpTime: '00:00',
        transportType: appointment.transportType ?? '',
        opCode: appointment.opCodes ?? [],
      },
      'window',
    );
    const held = new Date(startsAt).getTime();
    const firstOfEachDay = new Map<string, string>();
    for (const slot of await freeSlots(tx, plan, now))
      if (new Date(slot.startsAt).getTime() !== held && !firstOfEachDay.has(slot.date))
        firstOfEachDay.set(slot.date, slot.startsAt);
    return [...firstOfEachDay.values()].slice(0, RESCHEDULE_OFFER_COUNT);
  } catch (error) {
    // The appointment's work is no longer bookable as it was (an opcode removed): the advisor calls.
    if (error instanceof HttpError && error.statusCode < 500) return [];
    throw error;
  }
}

/** An internal notification addressed to the advisor (their name as its recipient), response required. */
export async function appendAdvisorNote(
  tx: Queryable,
  context: ReplyContext,
  advisorName: string | null,
  content: string,
  at: Date,
): Promise<void> {
  const author = context.assistantName ?? 'Assistant';
  const row = await new MessageRepository(tx).insert({
    fsi_id: context.lead.id,
    content,
    created_on: at,
    direction: 'SEND',
    message_type: 'INTERNAL',
    notification_type: 'INTERNAL_NOTIFICATION',
    message_status: null,
    errors: null,
    message_sent_by: author,
    from_name: author,
    to_name: advisorName,
    from_address: null,
    to_address: null,
    subject: null,
    media_urls: [],
    message_response_time: null,
    user_color_code: null,
    response_reqd: true,
    valid_log_mode: null,
    service_type: null,
  });
  const events = new RealtimeEventRepository(tx);
  await events.append('MESSAGE_CREATED', context.lead.id, { message: toMessageInstance(row) });
  await events.append('NEW_EVENT', context.lead.id, {});
}
