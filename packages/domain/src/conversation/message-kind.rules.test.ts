import { describe, expect, it } from 'vitest';
import { sampleMessageInstance } from '../testing/samples.js';
import { isShownOnCallInvite, messageKindOf } from './message-kind.rules.js';

describe('messageKindOf (spec 1 §2 message kinds)', () => {
  it.each([
    [{ messageType: 'EMAIL', notificationType: 'MESSAGE_TO_CUSTOMER' }, 'email'],
    [{ messageType: 'SMS', notificationType: 'MESSAGE_FROM_CUSTOMER' }, 'sms'],
    [{ messageType: 'INTERNAL', notificationType: 'INTERNAL_NOTIFICATION_GM' }, 'internal-notification'],
    [{ messageType: 'SMS', notificationType: 'USER_INVITE' }, 'invite-response'],
    [{ messageType: 'SMS', notificationType: 'DEALROOM_MESSAGE_RESPONSE' }, 'invite-response'],
    [{ messageType: 'INTERNAL', notificationType: 'CALL' }, 'call'],
    [{ messageType: 'INTERNAL', notificationType: 'VOICEMAIL_LEFT' }, 'call'],
    [{ messageType: 'INTERNAL', notificationType: 'SCHEDULE_INTERNAL_TASK' }, 'internal-task'],
    [{ messageType: 'CALENDAR_INVITE', notificationType: 'SCHEDULE_APPOINTMENT' }, 'appointment'],
    [{ messageType: 'CALENDAR_INVITE', notificationType: 'MESSAGE_TO_CUSTOMER' }, 'appointment'],
    [{ messageType: 'INTERNAL_NOTES', notificationType: 'INTERNAL_NOTES' }, 'internal-note'],
  ] as const)('reads %j as %s', (message, kind) => {
    expect(messageKindOf(message)).toBe(kind);
  });

  it('keeps internal notes and archived messages off the call invite page', () => {
    expect(isShownOnCallInvite(sampleMessageInstance())).toBe(true);
    expect(isShownOnCallInvite(sampleMessageInstance({ archived: true }))).toBe(false);
    expect(
      isShownOnCallInvite(
        sampleMessageInstance({ messageType: 'INTERNAL_NOTES', notificationType: 'INTERNAL_NOTES' }),
      ),
    ).toBe(false);
  });

  it.each([
    ['INTERNAL', 'INTERNAL_NOTIFICATION'],
    ['INTERNAL', 'INTERNAL_NOTIFICATION_GM'],
    ['INTERNAL', 'SCHEDULE_INTERNAL_TASK'],
    ['INTERNAL', 'CALL'],
    ['SMS', 'INTERNAL_NOTIFICATION_SMS'],
  ] as const)(
    'keeps the staff-only %s/%s off the call invite page (issue 13)',
    (messageType, notificationType) => {
      expect(isShownOnCallInvite(sampleMessageInstance({ messageType, notificationType }))).toBe(false);
    },
  );

  it.each([
    ['SMS', 'MESSAGE_FROM_CUSTOMER'],
    ['EMAIL', 'MESSAGE_TO_CUSTOMER'],
    ['CALENDAR_INVITE', 'SCHEDULE_APPOINTMENT'],
    ['SMS', 'DEALROOM_MESSAGE_RESPONSE'],
  ] as const)('shows the customer-facing %s/%s', (messageType, notificationType) => {
    expect(isShownOnCallInvite(sampleMessageInstance({ messageType, notificationType }))).toBe(true);
  });
});
