import { appointmentTextsIn, languageOf, TRANSPORT_LABELS, isTransportType } from '@torque/domain';
import { DateTime } from 'luxon';
import { principalName, type Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import { automatedText, loadReplyContext, type ReplyContext } from '../../inbound/reply-context.js';
import { planOutboundText, queuePlannedText, type OutboundPlan } from '../../leads/outbound-text.js';
import { toMessageInstance } from '../../messaging/message.mapper.js';
import { MessageRepository } from '../../messaging/message.repository.js';
import { appendNotSentNote } from '../../messaging/not-sent-note.js';
import { appendStaffNote } from '../../messaging/staff-note.js';
import { queueOutgoing } from '../../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../../realtime/realtime-event.repository.js';
import { AppointmentNoticeRepository } from './appointment-notice.repository.js';

/** What happened to the appointment that the customer is told about. */
export type AppointmentNotice = 'CONFIRMED' | 'MOVED' | 'CANCELLED';

/** The text's name in a 'not sent' note and in staff's choice not to text. */
const WHAT: Readonly<Record<AppointmentNotice, string>> = {
  CONFIRMED: 'Appointment confirmation',
  MOVED: 'Appointment change',
  CANCELLED: 'Appointment cancellation',
};

/** The text of each notice, in the customer's language (issue 31). */
const TEXTS: Readonly<Record<AppointmentNotice, 'confirmation' | 'change' | 'cancellation'>> = {
  CONFIRMED: 'confirmation',
  MOVED: 'change',
  CANCELLED: 'cancellation',
};
const noticeText = (notice: AppointmentNotice, context: ReplyContext) =>
  appointmentTextsIn(languageOf(context.lead.customerMaster))[TEXTS[notice]];

/** Who books or changes it: a signed-in staff member, or the assistant / the customer (no one signed in). */
export type NoticeAuthor = Principal | null;

export type PlannedNotice = { readonly context: ReplyContext; readonly plan: OutboundPlan };

/** The appointment's start as an instant: its wire date and time are the store's wall clock. */
export function appointmentStart(appointment: Schemas['Appointment'], zone: string): string | null {
  if (!appointment.apptDate || !appointment.apptTime) return null;
  const at = DateTime.fromISO(`${appointment.apptDate}T${appointment.apptTime}`, { zone });
  return at.isValid ? at.toUTC().toISO({ suppressMilliseconds: true }) : null;
}

/**
 * The text about this appointment as it would go: the domain's words, then the same plan every
 * customer text uses (consent, opt-out, a textable number, quiet hours), so the preview is the send.
 */
export async function planAppointmentNotice(
  tx: Queryable,
  fsiId: number,
  appointment: Schemas['Appointment'],
  notice: AppointmentNotice,
  at: Date,
): Promise<PlannedNotice> {
  const context = await loadReplyContext(tx, fsiId, null);
  const store = await new AppointmentNoticeRepository(tx).storeContact(context.lead.storeMaster.id);
  const startsAt = appointmentStart(appointment, context.officeZone);
  const text =
    startsAt === null
      ? null
      : noticeText(
          notice,
          context,
        )({
          firstName: context.lead.customerMaster.firstName,
          storeName: store?.name ?? context.lead.storeMaster.store_name,
          storePhone: store?.phone ?? null,
          zone: context.officeZone,
          startsAt,
          advisorName: appointment.advisorName ?? null,
          transportType: appointment.transportType ?? null,
        });
  return { context, plan: await planOutboundText(tx, context, text, at) };
}

/**
 * Tells the customer, inside the caller's transaction: through the outbox (held for quiet hours,
 * parked while a possible opt-out waits), as the staff member who acted or as the assistant. A text
 * that may not go, or that staff chose not to send, leaves a note in the conversation saying so.
 */
export async function sendAppointmentNotice(
  tx: Queryable,
  planned: PlannedNotice,
  notice: AppointmentNotice,
  options: { readonly textCustomer: boolean; readonly by: NoticeAuthor },
): Promise<boolean> {
  const { context, plan } = planned;
  const fsiId = context.lead.id;
  if (!options.textCustomer) {
    if (options.by)
      await appendStaffNote(
        tx,
        options.by,
        fsiId,
        {
          content: `${WHAT[notice]} not texted: ${principalName(options.by)} chose not to text the customer.`,
          notificationType: 'INTERNAL_NOTES',
          responseReqd: false,
        },
        plan.at,
      );
    return false;
  }
  if (plan.blockedReason !== null || plan.text === null) {
    await appendNotSentNote(tx, fsiId, WHAT[notice], plan.blockedReason ?? 'nothing to send.', plan.at);
    return false;
  }
  const text = plan.text;
  if (options.by) await queuePlannedText(tx, context, { ...plan, text }, options.by, 'staff');
  else await queueOutgoing(tx, automatedText(context, text, plan.at), 'assistant', plan.notBefore);
  return true;
}

/**
 * The calendar appointment card (spec 1 §2) in the lead's conversation: host (the advisor, else who
 * booked), guest (the customer) and start time, shown live on every open screen.
 */
export async function appendAppointmentCard(
  tx: Queryable,
  context: ReplyContext,
  appointment: Schemas['Appointment'],
  by: NoticeAuthor,
  at: Date,
): Promise<void> {
  const customer = context.lead.customerMaster;
  const guest = `${customer.firstName} ${customer.lastName}`.trim();
  const booker = by ? principalName(by) : (context.assistantName ?? 'Assistant');
  const transport =
    appointment.transportType && isTransportType(appointment.transportType)
      ? TRANSPORT_LABELS[appointment.transportType]
      : null;
  const work = [transport, (appointment.opCodes ?? []).join(', ')].filter(Boolean).join(' · ');
  const startsAt = appointmentStart(appointment, context.officeZone);
  const row = await new MessageRepository(tx).insert({
    ...automatedText(context, work, at),
    message_type: 'CALENDAR_INVITE',
    notification_type: 'SCHEDULE_APPOINTMENT',
    message_status: null,
    message_sent_by: booker,
    from_name: booker,
    user_color_code: by?.colorCode ?? null,
    subject: appointment.title ?? 'Service appointment',
    start_time: startsAt,
    host: appointment.advisorName ?? booker,
    guest,
  });
  await new RealtimeEventRepository(tx).append('MESSAGE_CREATED', context.lead.id, {
    message: toMessageInstance(row),
  });
}
