import type { Row } from '../db/bulk-insert.js';
import type { DemoCustomer } from './demo-customers.js';
import type { DraftMessage, Speaker } from './conversation-writer.js';

type Kind = { direction: string; messageType: string; notificationType: string; status: string | null };

const KINDS: Readonly<Record<Speaker, Kind>> = {
  assistant: {
    direction: 'SEND',
    messageType: 'SMS',
    notificationType: 'MESSAGE_TO_CUSTOMER',
    status: 'delivered',
  },
  advisor: {
    direction: 'SEND',
    messageType: 'SMS',
    notificationType: 'MESSAGE_TO_CUSTOMER',
    status: 'delivered',
  },
  customer: {
    direction: 'RECEIVED',
    messageType: 'SMS',
    notificationType: 'MESSAGE_FROM_CUSTOMER',
    status: 'RECEIVED',
  },
  email: {
    direction: 'SEND',
    messageType: 'EMAIL',
    notificationType: 'MESSAGE_TO_CUSTOMER',
    status: 'delivered',
  },
  note: {
    direction: 'SEND',
    messageType: 'INTERNAL_NOTES',
    notificationType: 'INTERNAL_NOTES',
    status: null,
  },
  notice: {
    direction: 'SEND',
    messageType: 'INTERNAL',
    notificationType: 'INTERNAL_NOTIFICATION',
    status: null,
  },
  notice_gm: {
    direction: 'SEND',
    messageType: 'INTERNAL',
    notificationType: 'INTERNAL_NOTIFICATION_GM',
    status: null,
  },
  call: { direction: 'SEND', messageType: 'INTERNAL', notificationType: 'CALL', status: null },
  voicemail: { direction: 'SEND', messageType: 'INTERNAL', notificationType: 'VOICEMAIL_LEFT', status: null },
  task: {
    direction: 'SEND',
    messageType: 'INTERNAL',
    notificationType: 'SCHEDULE_INTERNAL_TASK',
    status: null,
  },
  appointment: {
    direction: 'SEND',
    messageType: 'CALENDAR_INVITE',
    notificationType: 'SCHEDULE_APPOINTMENT',
    status: 'delivered',
  },
  invite_response: {
    direction: 'RECEIVED',
    messageType: 'SMS',
    notificationType: 'DEALROOM_MESSAGE_RESPONSE',
    status: 'RECEIVED',
  },
};

export type PlacedMessage = DraftMessage & { readonly id: number; readonly at: Date };

export type Staff = { readonly name: string; readonly color: string };

/** A seeded message as a message_instance row. */
export function messageRow(
  message: PlacedMessage,
  previous: PlacedMessage | undefined,
  leadId: number,
  customer: DemoCustomer,
  assistantName: string,
  advisor: Staff,
): Row {
  const kind = KINDS[message.speaker];
  const customerName = `${customer.firstName} ${customer.lastName}`;
  const fromStaff = ['advisor', 'note', 'call', 'voicemail', 'task', 'appointment'].includes(message.speaker);
  const inbound = kind.direction === 'RECEIVED';
  const answersCustomer = !inbound && kind.messageType === 'SMS' && previous?.speaker === 'customer';
  const store = customer.store;
  return {
    id: message.id,
    fsi_id: leadId,
    content:
      message.speaker === 'note' || message.speaker === 'email' ? wrapHtml(message.text) : message.text,
    created_on: message.at,
    direction: kind.direction,
    message_type: kind.messageType,
    notification_type: kind.notificationType,
    message_status: kind.status,
    errors: null,
    archived: message.archived ?? false,
    message_sent_by: inbound
      ? customerName
      : fromStaff
        ? advisor.name
        : message.speaker === 'assistant'
          ? assistantName
          : 'Torque',
    from_name: inbound ? customerName : fromStaff ? advisor.name : assistantName,
    to_name: inbound
      ? assistantName
      : ['SMS', 'EMAIL', 'CALENDAR_INVITE'].includes(kind.messageType) ||
          CARDS_TO_CUSTOMER.includes(message.speaker)
        ? customerName
        : null,
    from_address: inbound
      ? customer.cellular
      : kind.messageType === 'EMAIL'
        ? 'service@torque.example.com'
        : store.phone,
    to_address: inbound ? store.phone : kind.messageType === 'EMAIL' ? customer.email : customer.cellular,
    subject: message.subject ?? null,
    media_urls: JSON.stringify(message.mediaUrl ? [message.mediaUrl] : []),
    message_response_time:
      answersCustomer && previous ? Math.round((message.at.getTime() - previous.at.getTime()) / 1000) : null,
    user_color_code: fromStaff ? advisor.color : null,
    response_reqd: inbound,
    valid_log_mode: null,
    service_type: customer.serviceType,
    call_duration: message.callSeconds ?? null,
    start_time:
      message.startsInMinutes === undefined
        ? null
        : new Date(message.at.getTime() + message.startsInMinutes * 60_000),
    host: message.host ?? null,
    guest: message.guest ?? null,
  };
}

/** Internal cards that still name the customer as their recipient or guest. */
const CARDS_TO_CUSTOMER: readonly string[] = ['call', 'voicemail', 'task'];

const wrapHtml = (text: string): string => (text.startsWith('<') ? text : `<p>${text}</p>`);

/**
 * Outgoing statuses other than 'delivered', with the error text a carrier would give, so
 * every row of the spec's delivery table (1 §4) appears in the demo. 'canceled' is one the
 * table does not know ("anything else").
 */
export const RARE_OUTGOING_STATUSES: readonly { status: string; errors: string | null }[] = [
  { status: 'failed', errors: '30006 Landline or unreachable carrier' },
  { status: 'undelivered', errors: '30003 Unreachable destination handset' },
  { status: 'sent', errors: null },
  { status: 'sending', errors: null },
  { status: 'accepted', errors: null },
  { status: 'queued', errors: null },
  { status: 'RESTRICTED', errors: 'Held: outside the quiet-hours window' },
  { status: 'canceled', errors: null },
];
