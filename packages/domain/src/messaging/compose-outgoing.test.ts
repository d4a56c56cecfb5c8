import { describe, expect, it } from 'vitest';
import { sampleAssistant, sampleLead } from '../testing/index.js';
import { composeOutgoingMessage, type ComposeInput } from './compose-outgoing.js';

const input = (overrides: Partial<ComposeInput> = {}): ComposeInput => ({
  lead: sampleLead(),
  assistant: sampleAssistant(),
  session: { userMasterId: 42 },
  draft: { actionType: 'sms', content: '<p>Hi <b>Maria</b>,<br>your car is ready.</p>' },
  ...overrides,
});
const optOut = { intentType: 'SMS_OPT_OUT', value: 'true' };

describe('composeOutgoingMessage (spec 1 §3, §5)', () => {
  it('sends an SMS to +1 and the ten digits, as plain text, from the assistant', () => {
    const result = composeOutgoingMessage(input());
    expect(result).toEqual({
      ok: true,
      value: {
        id: 7001,
        jaguarFutureServiceInteractionId: 101,
        content: 'Hi Maria, your car is ready.',
        from: '+15557654321',
        fromName: 'Ava Assist',
        to: '+15551234567',
        toName: 'Maria Lopez',
        readStatus: true,
        direction: 'SEND',
        messageStatus: null,
        doerProxyUserId: 42,
        mediaUrl: '-',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
  });

  it('sends an e-mail as HTML with its subject to the customer address', () => {
    const html = '<p>Hi <b>Maria</b>,<br>your car is ready.</p>';
    const result = composeOutgoingMessage(
      input({ draft: { actionType: 'email', content: html, subject: ' Pick-up ' } }),
    );
    expect(result.ok && result.value).toMatchObject({
      content: html,
      subject: 'Pick-up',
      to: 'maria.lopez@example.com',
      messageType: 'EMAIL',
      direction: 'SEND',
      notificationType: 'MESSAGE_TO_CUSTOMER',
    });
  });

  it.each([
    ['an SMS_OPT_OUT mark on the lead', sampleLead({ futureServiceInteractionMarks: [optOut] })],
    ['an SMS_OPT_OUT mark on the customer', sampleLead({ customerMarks: [optOut] })],
    [
      'blockSms on the customer',
      sampleLead({ customerMaster: { ...sampleLead().customerMaster, blockSms: true } }),
    ],
  ])('refuses an SMS to a customer who opted out with %s', (_how, lead) => {
    const result = composeOutgoingMessage(input({ lead }));
    expect(result.ok ? undefined : result.error.code).toBe('OPTED_OUT');
  });

  it('still e-mails a customer who opted out of SMS', () => {
    const lead = sampleLead({ customerMarks: [optOut] });
    const result = composeOutgoingMessage(
      input({ lead, draft: { actionType: 'email', content: 'Hi', subject: 'S' } }),
    );
    expect(result.ok).toBe(true);
  });

  it('refuses an e-mail to a customer without an address', () => {
    const lead = sampleLead({ customerMaster: { ...sampleLead().customerMaster, email: null } });
    const result = composeOutgoingMessage(
      input({ lead, draft: { actionType: 'email', content: 'Hi', subject: 'S' } }),
    );
    expect(result.ok ? undefined : result.error.code).toBe('NO_CUSTOMER_EMAIL');
  });

  it('runs the draft checks first: no assistant, then "This Division has no Assistant"', () => {
    const noAssistant = composeOutgoingMessage(input({ assistant: null }));
    expect(noAssistant.ok ? undefined : noAssistant.error.message).toBe('This Division has no Assistant');
    const noNumber = composeOutgoingMessage(
      input({ assistant: sampleAssistant({ agentPhoneNumber: null }) }),
    );
    expect(noNumber.ok ? undefined : noNumber.error.message).toBe('This Division has no Assistant');
    const blank = composeOutgoingMessage(input({ draft: { actionType: 'sms', content: '<p></p>' } }));
    expect(blank.ok ? undefined : blank.error.message).toBe('Please Enter Message');
  });
});
