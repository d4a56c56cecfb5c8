import type { MessageInstance } from '../leads/message-instance.schema.js';

/**
 * The kinds of message a conversation shows as different cards (spec 1 §2): e-mail, SMS, internal
 * notification, user invite or deal-room response, call, scheduled internal task, scheduled
 * appointment, and the staff-only internal note.
 */
export type MessageKind =
  | 'email'
  | 'sms'
  | 'internal-notification'
  | 'invite-response'
  | 'call'
  | 'internal-task'
  | 'appointment'
  | 'internal-note';

/**
 * The card a message is shown as. The notification type names the special cards (call, task,
 * appointment, invite); otherwise the message type decides. A voicemail is a call that was not
 * answered, so it shares the call card; a calendar invite is an appointment.
 */
export function messageKindOf(
  message: Pick<MessageInstance, 'messageType' | 'notificationType'>,
): MessageKind {
  switch (message.notificationType) {
    case 'CALL':
    case 'VOICEMAIL_LEFT':
      return 'call';
    case 'SCHEDULE_INTERNAL_TASK':
      return 'internal-task';
    case 'SCHEDULE_APPOINTMENT':
      return 'appointment';
    case 'USER_INVITE':
    case 'DEALROOM_MESSAGE_RESPONSE':
      return 'invite-response';
    default:
      break;
  }
  switch (message.messageType) {
    case 'EMAIL':
      return 'email';
    case 'CALENDAR_INVITE':
      return 'appointment';
    case 'INTERNAL':
      return 'internal-notification';
    case 'INTERNAL_NOTES':
      return 'internal-note';
    default:
      return 'sms';
  }
}

/**
 * The kinds the public call invite page shows: only what passed between the store and the customer.
 * Spec 1 §2 lists internal notifications and tasks too, but issue 13 (finding 1) found that hands
 * staff-only hand-off notes to anyone holding the link, so they stay with staff like internal notes.
 */
export const CALL_INVITE_KINDS: readonly MessageKind[] = ['email', 'sms', 'invite-response', 'appointment'];

/**
 * What the customer's call invite page shows: the kinds above, never an archived message, and never
 * an INTERNAL_* notification even when it travelled as an SMS (a text to a manager is not to the customer).
 */
export const isShownOnCallInvite = (
  message: Pick<MessageInstance, 'messageType' | 'notificationType' | 'archived'>,
): boolean =>
  !message.archived &&
  !message.notificationType.startsWith('INTERNAL') &&
  CALL_INVITE_KINDS.includes(messageKindOf(message));
