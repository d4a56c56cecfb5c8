/**
 * Arbitraries for the real-time inbox rules: small inboxes, queue batches with repeated message ids,
 * events and unknown leads.
 */
import * as fc from 'fast-check';
import { createInbox, leadOf, messagesOf, type Inbox } from '../inbox/inbox-state.js';
import { inboxOrder, unreadForService, unreadForStore } from '../inbox/inbox-queries.js';
import type { Lead, LeadId } from '../leads/lead.schema.js';
import { SERVICE_TYPES } from '../leads/service-type.js';
import { arbMark, arbMessageInstance } from './arb-records.js';
import { leadId, sampleLead } from './samples.js';
import type { IncomingItem } from '../conversation/incoming-item.schema.js';

/** Leads that are never stored. */
export const UNKNOWN_LEADS = [leadId(2_000_001), leadId(2_000_002)];

/** Items for the scenario's leads and two unknown ones; message ids from a small range, so they repeat. */
export const arbIncomingItem = (ids: LeadId[]): fc.Arbitrary<IncomingItem> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(...ids, ...UNKNOWN_LEADS).chain((id) => arbIncomingMessageItem(id)),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('event' as const),
        type: fc.constantFrom('NEW_EVENT' as const, 'APPOINTMENT_BOOKED' as const),
        leadId: fc.constantFrom(...ids, ...UNKNOWN_LEADS),
        responseInsight: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
        appointmentSet: fc.option(fc.boolean(), { nil: undefined }),
        marks: fc.option(fc.array(arbMark(), { maxLength: 2 }), { nil: undefined }),
      }),
    },
  );

export const arbIncomingMessageItem = (
  id: LeadId,
  messageIds = fc.integer({ min: 1, max: 40 }),
): fc.Arbitrary<IncomingItem> =>
  fc
    .tuple(arbMessageInstance({ leadId: id }), messageIds, fc.constantFrom(...SERVICE_TYPES.slice(0, 3)))
    .map(([message, messageId, serviceType]) => ({
      kind: 'message',
      leadId: id,
      message: { ...message, id: messageId },
      serviceType,
    }));

/**
 * Leads varied where the rules look: id, service type, store, unread and inbound counts, latest message.
 * (The shared arbLead() varies every field and takes ~30 ms a value: too slow for batches of scenarios.)
 */
export const arbInboxLead = (): fc.Arbitrary<Lead> =>
  fc.integer({ min: 1, max: 50 }).chain((id) =>
    fc
      .record({
        plannedServiceType: fc.constantFrom(...SERVICE_TYPES.slice(0, 4)),
        store: fc.constantFrom(3, 8),
        totalUnreadCount: fc.nat(4),
        totalInboundCount: fc.nat(4),
        latestMessage: fc.option(arbMessageInstance({ leadId: id }), { nil: null }),
      })
      .map(({ store, ...fields }) => {
        const lead = sampleLead({ id: leadId(id), ...fields });
        return { ...lead, storeMaster: { ...lead.storeMaster, id: store } };
      }),
  );

export const arbInboxScenario = fc
  .uniqueArray(arbInboxLead(), { minLength: 1, maxLength: 6, selector: (lead) => lead.id })
  .chain((leads) => {
    const ids = leads.map((lead) => lead.id);
    return fc.record({
      leads: fc.constant(leads),
      open: fc.subarray(ids, { maxLength: Math.min(3, ids.length) }),
      tabs: fc.subarray(SERVICE_TYPES.slice(0, 3) as string[]),
      counters: fc.record({ service: fc.nat(5), store: fc.nat(5) }),
      batches: fc.array(fc.array(arbIncomingItem(ids), { maxLength: 25 }), { minLength: 1, maxLength: 3 }),
      // Operations for sequences: apply the batches in turn, open or close a chat box.
      steps: fc.array(
        fc.oneof(
          fc.constant({ op: 'apply' as const, id: ids[0] as LeadId }),
          fc.constantFrom(...ids).map((id) => ({ op: 'open' as const, id })),
          fc.constantFrom(...ids).map((id) => ({ op: 'close' as const, id })),
        ),
        { maxLength: 12 },
      ),
    });
  });

export type InboxScenario = typeof arbInboxScenario extends fc.Arbitrary<infer S> ? S : never;

export function inboxOfScenario(s: InboxScenario): Inbox {
  return createInbox({
    leads: s.leads,
    openChatBoxes: s.open,
    loadedServiceTabs: s.tabs,
    unreadByService: s.leads.map((lead) => [lead.plannedServiceType, s.counters.service] as const),
    unreadByStore: s.leads.map((lead) => [lead.storeMaster.id, s.counters.store] as const),
    context: { storeId: 3, enterpriseId: 5 },
  });
}

/** Everything a subscriber can observe. */
export const observeInbox = (inbox: Inbox, s: InboxScenario) => ({
  order: [...inboxOrder(inbox)],
  leads: s.leads.map((lead) => leadOf(inbox, lead.id)),
  messages: s.leads.map((lead) => messagesOf(inbox, lead.id)),
  service: s.leads.map((lead) => unreadForService(inbox, lead.plannedServiceType)),
  store: s.leads.map((lead) => unreadForStore(inbox, lead.storeMaster.id)),
  pending: [...inbox.pendingFetches.keys()],
});
