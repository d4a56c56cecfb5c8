import { describe, expect, it } from 'vitest';
import { checkOutgoingMessage, type OutgoingDraft } from './outgoing-message.rules.js';

const SENDER = '+15557654321';
const errorOf = (draft: OutgoingDraft) => {
  const result = checkOutgoingMessage(draft);
  return result.ok ? undefined : { message: result.error.message, tone: result.error.tone };
};

describe('checkOutgoingMessage (spec 1 §5 sending by action type)', () => {
  it('always refuses calendar with the danger notice "This Division has no Assistant"', () => {
    expect(
      errorOf({ actionType: 'calendar', content: 'Tomorrow 9am', subject: 'Visit', senderPhone: SENDER }),
    ).toEqual({
      message: 'This Division has no Assistant',
      tone: 'danger',
    });
    expect(errorOf({ actionType: 'calendar', content: '' })?.message).toBe('This Division has no Assistant');
  });

  it('asks for the e-mail subject before the message', () => {
    expect(errorOf({ actionType: 'email', content: '', subject: '', senderPhone: SENDER })).toEqual({
      message: 'Please Enter Subject',
      tone: 'warning',
    });
    expect(
      errorOf({ actionType: 'email', content: '<p>Hello</p>', subject: '   ', senderPhone: SENDER })?.message,
    ).toBe('Please Enter Subject');
    expect(
      errorOf({ actionType: 'email', content: '<p><br></p>', subject: 'Your visit', senderPhone: SENDER })
        ?.message,
    ).toBe('Please Enter Message');
  });

  it('asks for the SMS message when it is blank', () => {
    for (const content of ['', '   ', '<p><br></p>', '<div>&nbsp;</div>']) {
      expect(errorOf({ actionType: 'sms', content, senderPhone: SENDER })?.message).toBe(
        'Please Enter Message',
      );
    }
  });

  it('sends a text of 1600 characters and refuses 1601 (issue 28: the contract bounds every text)', () => {
    expect(errorOf({ actionType: 'sms', content: 'a'.repeat(1600), senderPhone: SENDER })).toBeUndefined();
    expect(errorOf({ actionType: 'sms', content: 'a'.repeat(1601), senderPhone: SENDER })).toEqual({
      message: 'A text message is at most 1600 characters.',
      tone: 'warning',
    });
  });

  it('sends an e-mail of 5000 characters and refuses 5001', () => {
    const email = (length: number) =>
      errorOf({ actionType: 'email', content: 'a'.repeat(length), subject: 'Visit', senderPhone: SENDER });
    expect(email(5000)).toBeUndefined();
    expect(email(5001)?.message).toBe('An e-mail is at most 5000 characters.');
  });

  it('refuses a missing sender number with the same danger notice', () => {
    for (const senderPhone of [undefined, null, '', '  ']) {
      expect(errorOf({ actionType: 'sms', content: 'Hi', senderPhone })).toEqual({
        message: 'This Division has no Assistant',
        tone: 'danger',
      });
    }
    expect(errorOf({ actionType: 'email', content: 'Hi', subject: 'S', senderPhone: null })?.message).toBe(
      'This Division has no Assistant',
    );
  });

  it('accepts a written SMS or e-mail from a sender', () => {
    expect(
      checkOutgoingMessage({ actionType: 'sms', content: 'Your car is ready.', senderPhone: SENDER }).ok,
    ).toBe(true);
    expect(
      checkOutgoingMessage({
        actionType: 'email',
        content: '<p>Hi</p>',
        subject: 'Service',
        senderPhone: SENDER,
      }).ok,
    ).toBe(true);
  });
});
