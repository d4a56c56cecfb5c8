import { describe, expect, it } from 'vitest';
import { leadId, sampleLead, sampleMessageInstance } from '../testing/samples.js';
import { addFetchedLeadCounting } from './fetched-lead.reducer.js';
import { applyIncomingMessages } from './incoming-message.reducer.js';
import { unreadForService, unreadForStore } from './inbox-queries.js';
import { createInbox, leadOf } from './inbox-state.js';

const received = (id: number, lead: number) =>
  sampleMessageInstance({
    id,
    jaguarFutureServiceInteractionId: lead,
    direction: 'RECEIVED',
    notificationType: 'MESSAGE_FROM_CUSTOMER',
    serviceType: 'OIL_CHANGE',
  });
const fetched = (id: number, unread: number) =>
  sampleLead({ id: leadId(id), plannedServiceType: 'OIL_CHANGE', totalUnreadCount: unread });

describe('a lead fetched for a text (spec 1 §4, issue 14)', () => {
  it('counts the texts that waited for it in the service and store counters', () => {
    const inbox = createInbox({
      loadedServiceTabs: ['OIL_CHANGE'],
      unreadByService: [['OIL_CHANGE', 4]],
      context: { storeId: null, enterpriseId: 1 },
    });
    const lead = fetched(50, 2);
    const { effects } = applyIncomingMessages(inbox, [
      { kind: 'message', leadId: leadId(50), message: received(500, 50), serviceType: 'OIL_CHANGE' },
      { kind: 'message', leadId: leadId(50), message: received(501, 50), serviceType: 'OIL_CHANGE' },
    ]);
    expect(effects).toHaveLength(1);
    const store = unreadForStore(inbox, lead.storeMaster.id);
    addFetchedLeadCounting(inbox, lead);
    expect(unreadForService(inbox, 'OIL_CHANGE')).toBe(6);
    expect(unreadForStore(inbox, lead.storeMaster.id)).toBe(store + 2);
    expect(leadOf(inbox, leadId(50))?.totalUnreadCount).toBe(2);
  });

  it('counts nothing again for a lead already stored, or with its chat box open', () => {
    const inbox = createInbox({
      leads: [fetched(50, 1)],
      loadedServiceTabs: ['OIL_CHANGE'],
      unreadByService: [['OIL_CHANGE', 1]],
    });
    addFetchedLeadCounting(inbox, fetched(50, 1));
    expect(unreadForService(inbox, 'OIL_CHANGE')).toBe(1);
    const empty = createInbox({ openChatBoxes: [leadId(60)], unreadByService: [['OIL_CHANGE', 1]] });
    empty.pendingFetches.set(leadId(60), [received(600, 60)]);
    addFetchedLeadCounting(empty, fetched(60, 0));
    expect(unreadForService(empty, 'OIL_CHANGE')).toBe(1);
  });
});
