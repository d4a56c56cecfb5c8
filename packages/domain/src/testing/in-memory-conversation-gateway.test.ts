import { describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../conversation/outgoing-message.schema.js';
import { fixedClock } from './fixed-clock.js';
import { InMemoryConversationGateway } from './in-memory-conversation-gateway.js';
import { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { leadId, sampleLead, sampleMessageInstance } from './samples.js';
import { serverRejection } from './server-rejection.js';

const LEAD = leadId(101);
const payload = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: 7001,
  jaguarFutureServiceInteractionId: LEAD,
  content: 'Your car is ready.',
  to: '+15551234567',
  direction: 'SEND',
  messageType: 'SMS',
  notificationType: 'MESSAGE_TO_CUSTOMER',
  ...overrides,
});

function setUp(lead = sampleLead({ totalUnreadCount: 3 })) {
  const leads = new InMemoryLeadGateway([lead]);
  const older = sampleMessageInstance({ id: 5, createdOn: '2025-03-14T09:00:00.000Z' });
  const newer = sampleMessageInstance({ id: 4, createdOn: '2025-03-14T10:00:00.000Z' });
  const elsewhere = sampleMessageInstance({ id: 6, jaguarFutureServiceInteractionId: 202 });
  const conversations = new InMemoryConversationGateway({
    leads,
    clock: fixedClock('2025-03-14T15:00:00Z'),
    messages: [newer, elsewhere, older],
  });
  return { leads, conversations };
}

describe('InMemoryConversationGateway', () => {
  it("returns a lead's history oldest first, and only that lead's", async () => {
    const { conversations } = setUp();
    const history = await conversations.history(LEAD);
    expect(history.ok && history.value.map((m) => m.id)).toEqual([5, 4]);
  });

  it('stores a sent message as queued with the next id and the clock time, last in the history', async () => {
    const { conversations } = setUp();
    const sent = await conversations.send(payload());
    expect(sent.ok && sent.value).toMatchObject({
      id: 7,
      messageStatus: 'queued',
      createdOn: '2025-03-14T15:00:00.000Z',
      direction: 'SEND',
      content: 'Your car is ready.',
    });
    const again = await conversations.send(payload({ content: 'Second' }));
    expect(again.ok && again.value.id).toBe(8);
    const history = await conversations.history(LEAD);
    expect(history.ok && history.value.map((m) => m.id)).toEqual([5, 4, 7, 8]);
  });

  it("keeps the lead's latest message current", async () => {
    const { conversations, leads } = setUp();
    await conversations.send(payload());
    expect(leads.find(LEAD)).toMatchObject({ lastMessageId: 7, latestMessage: { id: 7 } });
  });

  it("zeroes the lead's unread count when the conversation is read", async () => {
    const { conversations, leads } = setUp();
    expect((await conversations.markRead(LEAD, 4)).ok).toBe(true);
    expect(leads.find(LEAD)?.totalUnreadCount).toBe(0);
  });

  it('refuses what the server refuses: unknown leads, opted-out customers, payloads off the contract', async () => {
    const { conversations } = setUp(
      sampleLead({ customerMarks: [{ intentType: 'SMS_OPT_OUT', value: 'true' }] }),
    );
    const unknown = await conversations.history(leadId(999));
    expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    const optedOut = await conversations.send(payload());
    expect(optedOut.ok ? undefined : optedOut.error.message).toBe(
      'This customer has opted out of text messages.',
    );
    const email = await conversations.send(
      payload({ messageType: 'EMAIL', to: 'maria.lopez@example.com', subject: 'S' }),
    );
    expect(email.ok).toBe(true);
    const offContract = await conversations.send(payload({ to: '' }));
    expect(offContract.ok ? undefined : offContract.error).toMatchObject({ status: 400, tone: 'warning' });
  });

  it('fails the next call of an operation as told, then answers normally', async () => {
    const { conversations } = setUp();
    conversations.failNext('send', serverRejection(400, 'Carrier unavailable'));
    const failed = await conversations.send(payload());
    expect(failed.ok ? undefined : failed.error.message).toBe('Carrier unavailable');
    expect(conversations.messages()).toHaveLength(3);
    expect((await conversations.send(payload())).ok).toBe(true);
    expect(conversations.sendRequests).toHaveLength(2);
  });
});
