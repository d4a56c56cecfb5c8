import { describe, expect, it } from 'vitest';
import { createInbox, leadOf, type MarkReadContext } from './inbox-state.js';
import { isChatBoxOpen, unreadForService, unreadForStore } from './inbox-queries.js';
import { leadId, sampleLead, sampleMessageInstance } from '../testing/samples.js';
import { closeConversation, openConversation, readConversation } from './chat-box.reducer.js';

const lead = (id: number, unread: number, withMessage = true) =>
  sampleLead({
    id: leadId(id),
    totalUnreadCount: unread,
    latestMessage: withMessage
      ? sampleMessageInstance({ id: id * 10, jaguarFutureServiceInteractionId: id })
      : null,
  });

const inboxOf = (context: MarkReadContext = { storeId: 3, enterpriseId: 5 }) =>
  createInbox({
    leads: [lead(1, 4), lead(2, 0), lead(3, 2, false), lead(4, 1), lead(5, 7)],
    unreadByService: [['OIL_CHANGE', 5]],
    unreadByStore: [[3, 5]],
    context,
  });

describe('openConversation (spec 1 §4)', () => {
  it('resets the unread count and decrements the service and store counters', () => {
    const inbox = inboxOf();
    const opened = openConversation(inbox, leadId(1));
    expect(opened.ok).toBe(true);
    expect(leadOf(inbox, leadId(1))?.totalUnreadCount).toBe(0);
    expect(unreadForService(inbox, 'OIL_CHANGE')).toBe(1);
    expect(unreadForStore(inbox, 3)).toBe(1);
    expect(isChatBoxOpen(inbox, leadId(1))).toBe(true);
  });

  it('never takes a counter below 0', () => {
    const inbox = inboxOf();
    openConversation(inbox, leadId(5));
    expect(unreadForService(inbox, 'OIL_CHANGE')).toBe(0);
    expect(unreadForStore(inbox, 3)).toBe(0);
  });

  it('marks read on the server with the last message id when there are messages and unread ones', () => {
    const opened = openConversation(inboxOf(), leadId(1));
    expect(opened.ok && opened.value.effects).toEqual([
      { kind: 'mark-read', leadId: leadId(1), lastReadMessageInstanceId: 10 },
    ]);
  });

  it.each([
    ['no unread count', 2, { storeId: 3, enterpriseId: 5 }],
    ['no message', 3, { storeId: 3, enterpriseId: 5 }],
    ['no store context', 1, { storeId: null, enterpriseId: 5 }],
    ['no enterprise context', 1, { storeId: 3, enterpriseId: null }],
  ])('does not mark read on the server with %s', (_, id, context) => {
    const opened = openConversation(inboxOf(context), leadId(id));
    expect(opened.ok && opened.value.effects).toEqual([]);
  });

  it("refuses a chat box beyond 3 with the spec's notice", () => {
    const inbox = inboxOf();
    for (const id of [1, 2, 3]) expect(openConversation(inbox, leadId(id)).ok).toBe(true);
    expect(openConversation(inbox, leadId(4))).toEqual({
      ok: false,
      error: {
        code: 'CHAT_BOX_LIMIT',
        title: 'Limitation',
        message: 'No more than 3 chat boxes allowed at a time',
        tone: 'warning',
      },
    });
    expect(leadOf(inbox, leadId(4))?.totalUnreadCount).toBe(1);
    expect(openConversation(inbox, leadId(1)).ok).toBe(true);
    closeConversation(inbox, leadId(2));
    expect(openConversation(inbox, leadId(4)).ok).toBe(true);
  });
});

describe('readConversation (spec 1 §4)', () => {
  it('reads a conversation without changing the chat boxes or the one in front', () => {
    const inbox = inboxOf();
    openConversation(inbox, leadId(2));
    openConversation(inbox, leadId(4));
    const boxes = inbox.chatBoxes;
    const read = readConversation(inbox, leadId(1));
    expect(read.effects).toEqual([{ kind: 'mark-read', leadId: leadId(1), lastReadMessageInstanceId: 10 }]);
    expect(leadOf(inbox, leadId(1))?.totalUnreadCount).toBe(0);
    expect(inbox.chatBoxes).toBe(boxes);
    expect(inbox.chatBoxes.focused).toBe(leadId(4));
  });
});
