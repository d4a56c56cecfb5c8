import { describe, expect, it } from 'vitest';
import { leadId, sampleLead, sampleMessageInstance } from '../testing/samples.js';
import { openConversation } from './chat-box.reducer.js';
import { applyIncomingMessages } from './incoming-message.reducer.js';
import { createInbox, leadOf, type MarkReadContext } from './inbox-state.js';
import {
  applyIncomingMessagesKeepingRead,
  openConversationKeepingRead,
  readConversationKeepingRead,
} from './personal-read.reducer.js';

const lead = (id: number, unread: number) =>
  sampleLead({
    id: leadId(id),
    totalUnreadCount: unread,
    latestMessage: sampleMessageInstance({ id: id * 10, jaguarFutureServiceInteractionId: id }),
  });
const NO_STORE: MarkReadContext = { storeId: null, enterpriseId: 5 };
const STORE: MarkReadContext = { storeId: 3, enterpriseId: 5 };
const inboxOf = (context: MarkReadContext) =>
  createInbox({ leads: [lead(1, 2), lead(2, 0)], unreadByService: [['OIL_CHANGE', 2]], context });
const received = (id: number, lead: number) =>
  sampleMessageInstance({
    id,
    jaguarFutureServiceInteractionId: lead,
    direction: 'RECEIVED',
    notificationType: 'MESSAGE_FROM_CUSTOMER',
  });

describe('personal reads outside a store context (issue 14)', () => {
  it('opening an unread conversation sends the read the store rule would drop', () => {
    const inbox = inboxOf(NO_STORE);
    const opened = openConversationKeepingRead(inbox, leadId(1));
    expect(opened.ok && opened.value.effects).toEqual([
      { kind: 'mark-read', leadId: leadId(1), lastReadMessageInstanceId: 10 },
    ]);
    expect(leadOf(inbox, leadId(1))?.totalUnreadCount).toBe(0);
    // Read again, nothing is unread: nothing more to send.
    expect(readConversationKeepingRead(inbox, leadId(1)).effects).toEqual([]);
    expect(readConversationKeepingRead(inbox, leadId(2)).effects).toEqual([]);
  });

  it('answers like the spec reducers in a store and enterprise context (no second read)', () => {
    const withRule = openConversation(inboxOf(STORE), leadId(1));
    const keeping = openConversationKeepingRead(inboxOf(STORE), leadId(1));
    expect(keeping).toEqual(withRule);
    expect(keeping.ok && keeping.value.effects).toHaveLength(1);
  });

  it('reads a text arriving in an open chat box for the user, once per lead', () => {
    const inbox = inboxOf(NO_STORE);
    openConversationKeepingRead(inbox, leadId(1));
    const { effects } = applyIncomingMessagesKeepingRead(inbox, [
      { kind: 'message', leadId: leadId(1), message: received(11, 1) },
      { kind: 'message', leadId: leadId(1), message: received(12, 1) },
      { kind: 'message', leadId: leadId(2), message: received(21, 2) },
    ]);
    expect(effects).toEqual([{ kind: 'mark-read', leadId: leadId(1), lastReadMessageInstanceId: 12 }]);
    expect(leadOf(inbox, leadId(2))?.totalUnreadCount).toBe(1);
  });

  it('leaves a store context batch as the spec reducer answers it', () => {
    const a = inboxOf(STORE);
    const b = inboxOf(STORE);
    openConversation(a, leadId(1));
    openConversation(b, leadId(1));
    const batch = [{ kind: 'message', leadId: leadId(1), message: received(11, 1) }] as const;
    expect(applyIncomingMessagesKeepingRead(b, batch).effects).toEqual(
      applyIncomingMessages(a, batch).effects,
    );
  });
});
