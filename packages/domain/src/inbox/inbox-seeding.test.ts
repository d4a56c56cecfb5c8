import { describe, expect, it } from 'vitest';
import { openConversation } from './chat-box.reducer.js';
import { applyIncomingMessages } from './incoming-message.reducer.js';
import { leadId, sampleLead, sampleMessageInstance } from '../testing/samples.js';

import { abandonLeadFetch, seedUnreadCounts, unreadCountsOf } from './inbox-seeding.js';
import { createInbox } from './inbox-state.js';
import { unreadForService } from './inbox-queries.js';

describe('seedUnreadCounts (spec 1 §4)', () => {
  it('seeds the cells stored leads already count into; never below 0', () => {
    const lead = sampleLead({ id: leadId(1), plannedServiceType: 'OIL_CHANGE', totalUnreadCount: 3 });
    const inbox = createInbox({ leads: [lead], context: { storeId: 3, enterpriseId: 5 } });
    seedUnreadCounts(inbox, {
      byService: [
        ['OIL_CHANGE', 1],
        ['CHECK_UP', -2],
      ],
    });
    expect(unreadForService(inbox, 'OIL_CHANGE')).toBe(1);
    expect(unreadForService(inbox, 'CHECK_UP')).toBe(0);
    openConversation(inbox, lead.id);
    expect(unreadForService(inbox, 'OIL_CHANGE')).toBe(0);
  });

  it('starts another inbox where this one stands', () => {
    const inbox = createInbox({ unreadByService: [['OIL_CHANGE', 4]], unreadByStore: [[9, 2]] });
    expect(unreadCountsOf(inbox)).toEqual({ byService: [['OIL_CHANGE', 4]], byStore: [[9, 2]] });
  });
});

describe('abandonLeadFetch', () => {
  it('lets the next received message ask for the lead again', () => {
    const inbox = createInbox({ loadedServiceTabs: ['OIL_CHANGE'] });
    const item = (id: number) => ({
      kind: 'message' as const,
      leadId: leadId(7),
      serviceType: 'OIL_CHANGE',
      message: sampleMessageInstance({
        id,
        direction: 'RECEIVED',
        notificationType: 'MESSAGE_FROM_CUSTOMER',
      }),
    });
    expect(applyIncomingMessages(inbox, [item(1)]).effects).toHaveLength(1);
    expect(applyIncomingMessages(inbox, [item(2)]).effects).toHaveLength(0);
    abandonLeadFetch(inbox, leadId(7));
    expect(applyIncomingMessages(inbox, [item(3)]).effects).toEqual([
      { kind: 'fetch-lead', leadId: 7, serviceType: 'OIL_CHANGE' },
    ]);
  });
});
