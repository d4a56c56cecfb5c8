import { describe, expect, it } from 'vitest';
import { addFetchedLead, createInbox, leadOf, messagesOf, type Inbox } from './inbox-state.js';
import { inboxOrder, unreadForService, unreadForStore } from './inbox-queries.js';
import { isLeadSmsBlocked } from '../leads/opt-out.rules.js';
import { leadId, sampleLead, sampleMessageInstance } from '../testing/samples.js';
import type { IncomingItem } from '../conversation/incoming-item.schema.js';
import { applyIncomingMessages, REALTIME_QUEUE_INTERVAL_MS } from './incoming-message.reducer.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';

const A = leadId(101);
const B = leadId(102);
const C = leadId(103);
const STORE = 3;

/** Three Oil-change leads of store 3, A at the top; ids of stored messages are below 100. */
function inbox(options: { open?: number[]; context?: boolean } = {}): Inbox {
  const lead = (id: number, messageId: number) =>
    sampleLead({
      id: leadId(id),
      latestMessage: sampleMessageInstance({ id: messageId, jaguarFutureServiceInteractionId: id }),
    });
  return createInbox({
    leads: [lead(101, 1), lead(102, 2), lead(103, 3)],
    openChatBoxes: (options.open ?? []).map(leadId),
    loadedServiceTabs: ['OIL_CHANGE'],
    unreadByService: [['OIL_CHANGE', 0]],
    unreadByStore: [[STORE, 0]],
    context:
      options.context === false ? { storeId: null, enterpriseId: null } : { storeId: STORE, enterpriseId: 5 },
  });
}

const received = (id: number, lead: number, overrides: Partial<MessageInstance> = {}): MessageInstance =>
  sampleMessageInstance({
    id,
    jaguarFutureServiceInteractionId: lead,
    direction: 'RECEIVED',
    notificationType: 'MESSAGE_FROM_CUSTOMER',
    createdOn: '2025-03-14T15:00:00.000Z',
    ...overrides,
  });
const item = (message: MessageInstance, serviceType?: string): IncomingItem => ({
  kind: 'message',
  leadId: leadId(message.jaguarFutureServiceInteractionId),
  message,
  ...(serviceType ? { serviceType } : {}),
});

describe('applyIncomingMessages (spec 1 §4 real-time incoming message)', () => {
  it('drains the queue once per second', () => {
    expect(REALTIME_QUEUE_INTERVAL_MS).toBe(1000);
  });

  it('appends a received message, counts it inbound and unread, and moves the lead to the top', () => {
    const state = inbox();
    const { effects } = applyIncomingMessages(state, [item(received(200, 103))]);
    const lead = leadOf(state, C);
    expect(messagesOf(state, C).map((m) => m.id)).toEqual([3, 200]);
    expect(lead).toMatchObject({
      totalInboundCount: 1,
      totalUnreadCount: 1,
      lastMessageReceivedDate: '2025-03-14T15:00:00.000Z',
    });
    expect(lead?.latestMessage?.id).toBe(200);
    expect([...inboxOrder(state)]).toEqual([C, A, B]);
    expect(unreadForService(state, 'OIL_CHANGE')).toBe(1);
    expect(unreadForStore(state, STORE)).toBe(1);
    expect(effects).toEqual([]);
  });

  it('never adds the same message id twice', () => {
    const state = inbox();
    applyIncomingMessages(state, [item(received(200, 101)), item(received(200, 101))]);
    applyIncomingMessages(state, [item(received(200, 101)), item(received(1, 101))]);
    expect(messagesOf(state, A).map((m) => m.id)).toEqual([1, 200]);
    expect(leadOf(state, A)).toMatchObject({ totalInboundCount: 1, totalUnreadCount: 1 });
  });

  it('accepts a late message with a lower id that is not yet known', () => {
    const state = inbox();
    applyIncomingMessages(state, [
      item(received(300, 101)),
      item(received(250, 101)),
      item(received(250, 101)),
    ]);
    expect(messagesOf(state, A).map((m) => m.id)).toEqual([1, 300, 250]);
  });

  it('still knows every id after a late message, including ids that arrived in order since', () => {
    const state = inbox();
    applyIncomingMessages(state, [item(received(300, 101)), item(received(250, 101))]);
    applyIncomingMessages(state, [item(received(400, 101)), item(received(500, 101))]);
    applyIncomingMessages(state, [
      item(received(400, 101)),
      item(received(450, 101)),
      item(received(500, 101)),
    ]);
    expect(messagesOf(state, A).map((m) => m.id)).toEqual([1, 300, 250, 400, 500, 450]);
    expect(leadOf(state, A)).toMatchObject({ totalInboundCount: 5, totalUnreadCount: 5 });
  });

  it('tells new from known message ids beyond 32 bits (the schema allows up to 2^53)', () => {
    const state = inbox();
    const high = 2 ** 40;
    applyIncomingMessages(state, [item(received(high + 2, 101)), item(received(high + 1, 101))]);
    applyIncomingMessages(state, [item(received(high + 2, 101)), item(received(high + 3, 101))]);
    expect(messagesOf(state, A).map((m) => m.id - high)).toEqual([1 - high, 2, 1, 3]);
  });

  it('finds leads whose ids are beyond 32 bits', () => {
    const big = leadId(2 ** 35 + 7);
    const state = createInbox({ leads: [sampleLead({ id: big })], loadedServiceTabs: ['OIL_CHANGE'] });
    applyIncomingMessages(state, [item(received(900, 2 ** 35 + 7))]);
    expect(
      messagesOf(state, big)
        .map((m) => m.id)
        .at(-1),
    ).toBe(900);
    expect(leadOf(state, big)?.totalUnreadCount).toBe(1);
  });

  it('does not count an outgoing message as inbound or unread, but it still moves the lead up', () => {
    const state = inbox();
    const sent = sampleMessageInstance({ id: 200, jaguarFutureServiceInteractionId: 102, direction: 'SEND' });
    applyIncomingMessages(state, [item(sent)]);
    expect(leadOf(state, B)).toMatchObject({ totalInboundCount: 0, totalUnreadCount: 0 });
    expect(leadOf(state, B)?.latestMessage?.id).toBe(200);
    expect([...inboxOrder(state)]).toEqual([B, A, C]);
  });

  it('does not count a received MESSAGE_TO_CUSTOMER as unread', () => {
    const state = inbox();
    applyIncomingMessages(state, [item(received(200, 102, { notificationType: 'MESSAGE_TO_CUSTOMER' }))]);
    expect(leadOf(state, B)).toMatchObject({ totalInboundCount: 1, totalUnreadCount: 0 });
    expect(unreadForService(state, 'OIL_CHANGE')).toBe(0);
  });

  it('keeps the latest message when an INTERNAL message arrives', () => {
    const state = inbox();
    applyIncomingMessages(state, [item(received(200, 101, { messageType: 'INTERNAL', direction: 'SEND' }))]);
    expect(leadOf(state, A)?.latestMessage?.id).toBe(1);
    expect(messagesOf(state, A).map((m) => m.id)).toEqual([1, 200]);
  });

  it('marks the message read when its chat box is open, telling the server in a store and enterprise context', () => {
    const state = inbox({ open: [102] });
    const { effects } = applyIncomingMessages(state, [item(received(200, 102)), item(received(201, 102))]);
    expect(leadOf(state, B)?.totalUnreadCount).toBe(0);
    expect(unreadForService(state, 'OIL_CHANGE')).toBe(0);
    expect(effects).toEqual([{ kind: 'mark-read', leadId: B, lastReadMessageInstanceId: 201 }]);
  });

  it('does not tell the server outside a store and enterprise context', () => {
    const state = inbox({ open: [102], context: false });
    expect(applyIncomingMessages(state, [item(received(200, 102))]).effects).toEqual([]);
  });

  it('fetches a lead that is not stored when its service tab is loaded, once, and adds it at the top', () => {
    const state = inbox();
    const first = received(200, 999);
    const { effects } = applyIncomingMessages(state, [
      item(first, 'OIL_CHANGE'),
      item(received(201, 999), 'OIL_CHANGE'),
    ]);
    expect(effects).toEqual([{ kind: 'fetch-lead', leadId: leadId(999), serviceType: 'OIL_CHANGE' }]);
    expect(applyIncomingMessages(state, [item(received(202, 999), 'OIL_CHANGE')]).effects).toEqual([]);
    addFetchedLead(state, sampleLead({ id: leadId(999), totalUnreadCount: 3, latestMessage: null }));
    expect([...inboxOrder(state)][0]).toBe(leadId(999));
    expect(messagesOf(state, leadId(999)).map((m) => m.id)).toEqual([200, 201, 202]);
    expect(leadOf(state, leadId(999))?.totalUnreadCount).toBe(3);
  });

  it('does not fetch for a tab that is not loaded, nor for a message that was not received', () => {
    const state = inbox();
    const sent = sampleMessageInstance({ id: 201, jaguarFutureServiceInteractionId: 998 });
    const { effects } = applyIncomingMessages(state, [
      item(received(200, 999), 'SALES_THANKS'),
      item(sent, 'OIL_CHANGE'),
    ]);
    expect(effects).toEqual([]);
  });

  it('applies NEW_EVENT and APPOINTMENT_BOOKED to the stored record only', () => {
    const state = inbox();
    const marks = [{ intentType: 'SMS_CONSENT', value: 'true' }];
    const before = state.version;
    applyIncomingMessages(state, [
      { kind: 'event', type: 'NEW_EVENT', leadId: B, responseInsight: 'Wants a quote', marks },
      { kind: 'event', type: 'APPOINTMENT_BOOKED', leadId: C },
      { kind: 'event', type: 'NEW_EVENT', leadId: leadId(999), appointmentSet: true },
    ]);
    expect(leadOf(state, B)).toMatchObject({
      responseInsight: 'Wants a quote',
      futureServiceInteractionMarks: marks,
    });
    expect(leadOf(state, C)?.appointmentSet).toBe(true);
    expect(leadOf(state, leadId(999))).toBeUndefined();
    expect([...inboxOrder(state)]).toEqual([A, B, C]);
    expect(state.version).toBe(before + 1);
  });

  it("blocks texting a stored lead when a LEAD_FLAGS_CHANGED brings a STOP's SMS_OPT_OUT mark", () => {
    const state = inbox();
    expect(isLeadSmsBlocked(leadOf(state, A)!)).toBe(false);
    const marks = [{ intentType: 'SMS_OPT_OUT', value: 'STOP' }];
    applyIncomingMessages(state, [{ kind: 'event', type: 'LEAD_FLAGS_CHANGED', leadId: A, marks }]);
    expect(leadOf(state, A)?.futureServiceInteractionMarks).toEqual(marks);
    expect(isLeadSmsBlocked(leadOf(state, A)!)).toBe(true);
    expect(leadOf(state, A)?.appointmentSet).toBe(sampleLead().appointmentSet);
  });

  it('shows the stage a reply, a booking or a visit moved the stored lead to, with its reason', () => {
    const state = inbox();
    applyIncomingMessages(state, [
      { kind: 'event', type: 'LEAD_FLAGS_CHANGED', leadId: A, stage: 'RESPONDED', outcomeReason: null },
    ]);
    expect(leadOf(state, A)).toMatchObject({ stage: 'RESPONDED', outcomeReason: null });
    expect(leadOf(state, B)?.stage).toBe(sampleLead().stage);
    applyIncomingMessages(state, [
      {
        kind: 'event',
        type: 'LEAD_FLAGS_CHANGED',
        leadId: A,
        stage: 'SHOW_OR_NO_SHOW',
        outcomeReason: 'NO_SHOW',
      },
    ]);
    expect(leadOf(state, A)).toMatchObject({ stage: 'SHOW_OR_NO_SHOW', outcomeReason: 'NO_SHOW' });
  });

  it("shows the customer's language on the stored lead once their reply or staff changed it", () => {
    const state = inbox();
    applyIncomingMessages(state, [
      { kind: 'event', type: 'LEAD_FLAGS_CHANGED', leadId: A, preferredLanguage: 'es' },
    ]);
    expect(leadOf(state, A)?.customerMaster.preferredLanguage).toBe('es');
    expect(leadOf(state, A)?.customerMaster.firstName).toBe(sampleLead().customerMaster.firstName);
    expect(leadOf(state, B)?.customerMaster.preferredLanguage).toBeUndefined();
  });

  it('shows a possible opt-out on the stored lead while it waits for staff, and clears it once answered', () => {
    const state = inbox();
    const consentPending = { text: 'enough already', since: '2025-03-10T16:00:00.000Z' };
    applyIncomingMessages(state, [{ kind: 'event', type: 'LEAD_FLAGS_CHANGED', leadId: A, consentPending }]);
    expect(leadOf(state, A)?.consentPending).toEqual(consentPending);
    expect(leadOf(state, B)?.consentPending ?? null).toBeNull();
    applyIncomingMessages(state, [
      { kind: 'event', type: 'LEAD_FLAGS_CHANGED', leadId: A, consentPending: null },
    ]);
    expect(leadOf(state, A)?.consentPending).toBeNull();
  });

  it('bumps the version once per batch that changes something, and keeps unchanged snapshots', () => {
    const state = inbox();
    const leadB = leadOf(state, B);
    applyIncomingMessages(state, [item(received(200, 101)), item(received(201, 103))]);
    expect(state.version).toBe(1);
    expect(leadOf(state, B)).toBe(leadB);
    applyIncomingMessages(state, [item(received(200, 101))]);
    expect(state.version).toBe(1);
  });
});
