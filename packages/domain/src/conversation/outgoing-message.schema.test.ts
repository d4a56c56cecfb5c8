import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OutgoingMessageSchema, type OutgoingMessage } from './outgoing-message.schema.js';

const sms: OutgoingMessage = {
  id: 7001,
  jaguarFutureServiceInteractionId: 101,
  content: 'Your 5K service is due.',
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
};

describe('OutgoingMessageSchema (spec 1 §3 outgoing SMS payload)', () => {
  it('parses the payload of an SMS', () => {
    expect(OutgoingMessageSchema.parse(sms)).toEqual(sms);
  });

  it('refuses any direction but SEND, naming the field', () => {
    const result = OutgoingMessageSchema.safeParse({ ...sms, direction: 'RECEIVED' });
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain('direction');
  });

  it('refuses an empty recipient, naming the field', () => {
    const result = OutgoingMessageSchema.safeParse({ ...sms, to: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['to']);
  });

  it('refuses another notification type, naming the field', () => {
    const result = OutgoingMessageSchema.safeParse({ ...sms, notificationType: 'INTERNAL_NOTES' });
    expect(result.error?.issues[0]?.path).toEqual(['notificationType']);
  });
});
