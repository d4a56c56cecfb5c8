import { describe, expect, it } from 'vitest';
import { leadId, sampleLead, sampleMessageInstance } from '../testing/samples.js';
import { inboxOrder, topLeads, unreadForService, unreadForStore } from './inbox-queries.js';
import {
  addFetchedLead,
  appendLeads,
  createInbox,
  hasLead,
  inboxSize,
  leadOf,
  markServiceTabLoaded,
  messagesOf,
} from './inbox-state.js';

const lead = (id: number) => sampleLead({ id: leadId(id) });

describe('inbox state', () => {
  it('keeps the leads top-first as listed, and appends a further page below, skipping stored ones', () => {
    const inbox = createInbox({ leads: [lead(1), lead(2)] });
    expect(appendLeads(inbox, [lead(2), lead(3)])).toBe(1);
    expect([...inboxOrder(inbox)]).toEqual([1, 2, 3]);
    expect(inboxSize(inbox)).toBe(3);
    expect(hasLead(inbox, leadId(3))).toBe(true);
    expect(topLeads(inbox, 2).map((l) => l.id)).toEqual([1, 2]);
  });

  it('adds a fetched lead at the top, or refreshes a stored one and moves it there', () => {
    const inbox = createInbox({ leads: [lead(1), lead(2)] });
    addFetchedLead(inbox, lead(3));
    addFetchedLead(inbox, sampleLead({ id: leadId(2), responseInsight: 'fresh' }));
    expect([...inboxOrder(inbox)]).toEqual([2, 3, 1]);
    expect(leadOf(inbox, leadId(2))?.responseInsight).toBe('fresh');
  });

  it('seeds the messages with the known ones, or the latest message', () => {
    const first = sampleMessageInstance({ id: 1 });
    const second = sampleMessageInstance({ id: 2 });
    const inbox = createInbox({
      leads: [
        { ...lead(1), messageInstances: [first, second, first] },
        sampleLead({ id: leadId(2), latestMessage: second }),
      ],
    });
    expect(messagesOf(inbox, leadId(1))).toEqual([first, second]);
    expect(messagesOf(inbox, leadId(2))).toEqual([second]);
    expect(messagesOf(inbox, leadId(9))).toEqual([]);
    expect(leadOf(inbox, leadId(1))).not.toHaveProperty('messageInstances');
  });

  it('hands out the same snapshots until a lead changes', () => {
    const inbox = createInbox({ leads: [lead(1)] });
    expect(leadOf(inbox, leadId(1))).toBe(leadOf(inbox, leadId(1)));
    expect(messagesOf(inbox, leadId(1))).toBe(messagesOf(inbox, leadId(1)));
  });

  it('seeds the unread counters from the server, reading negatives as 0', () => {
    const inbox = createInbox({
      unreadByService: [
        ['OIL_CHANGE', 4],
        ['CHECK_UP', -2],
      ],
      unreadByStore: [[3, 2]],
    });
    expect([
      unreadForService(inbox, 'OIL_CHANGE'),
      unreadForService(inbox, 'CHECK_UP'),
      unreadForStore(inbox, 3),
    ]).toEqual([4, 0, 2]);
    expect(unreadForStore(inbox, 8)).toBe(0);
  });

  it('records loaded service tabs, bumping the version only on a change', () => {
    const inbox = createInbox();
    markServiceTabLoaded(inbox, 'OIL_CHANGE');
    markServiceTabLoaded(inbox, 'OIL_CHANGE');
    expect(inbox.loadedServiceTabs.has('OIL_CHANGE')).toBe(true);
    expect(inbox.version).toBe(1);
  });
});
