import { describe, expect, it } from 'vitest';
import { applyIncomingMessages } from './incoming-message.reducer.js';
import { leadId, sampleLead, sampleMessageInstance } from '../testing/samples.js';
import { liveMessagesOf } from './inbox-live.js';
import { createInbox, messagesOf } from './inbox-state.js';

describe('liveMessagesOf', () => {
  it('gives the messages that arrived after the lead was stored, oldest first', () => {
    const seed = sampleMessageInstance({ id: 5 });
    const inbox = createInbox({
      leads: [sampleLead({ id: leadId(1), latestMessage: seed }), sampleLead({ id: leadId(2) })],
    });
    const item = (lead: number, id: number) => ({
      kind: 'message' as const,
      leadId: leadId(lead),
      message: sampleMessageInstance({ id, direction: 'RECEIVED' }),
    });
    applyIncomingMessages(inbox, [item(1, 6), item(2, 7), item(1, 8), item(1, 6)]);
    expect(liveMessagesOf(inbox, leadId(1)).map((message) => message.id)).toEqual([6, 8]);
    expect(messagesOf(inbox, leadId(1)).map((message) => message.id)).toEqual([5, 6, 8]);
    expect(liveMessagesOf(inbox, leadId(3))).toEqual([]);
  });
});
