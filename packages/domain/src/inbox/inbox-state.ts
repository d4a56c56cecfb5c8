import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { Lead, LeadId } from '../leads/lead.schema.js';
import {
  addEntry,
  adoptRecord,
  entryLead,
  entryMessages,
  recordMessage,
  settleHistory,
  type InboxLead,
} from './inbox-entry.js';
import { emptyOrder, moveToTop, placeAtBottom, placeAtTop, type TopFirstOrder } from './inbox-order.js';
import { slotOf } from './lead-index.js';
import { emptyLeadTable, type LeadTable } from './lead-table.js';
import { unreadCountersFrom, type UnreadCounters } from './unread-counters.js';

/** Where conversations are opened: the server is told of reads only in a store and enterprise context. */
export type MarkReadContext = { readonly storeId: number | null; readonly enterpriseId: number | null };

/**
 * The inbox: leads by id in top-first order, open chat boxes, loaded service tabs and unread counters.
 *
 * MUTABLE BY DESIGN. The real-time queue is drained every second (spec 1 §4) and a batch must cost the
 * same in an inbox of 10,000 or 100,000 leads, so reducers update this object in place in O(1) per
 * message and bump `version` once per change. Subscribers (React `useSyncExternalStore`, machines)
 * compare `version`; `leadOf` / `messagesOf` snapshots change identity only for the leads that changed.
 */
export type Inbox = {
  version: number;
  readonly order: TopFirstOrder;
  /** The leads by slot: the order, the reducers and the snapshots refer to a lead by its slot. */
  readonly leads: LeadTable;
  readonly openChatBoxes: LeadId[];
  readonly loadedServiceTabs: Set<string>;
  readonly unreadByService: UnreadCounters<string>;
  readonly unreadByStore: UnreadCounters<number>;
  readonly context: MarkReadContext;
  /**
   * Leads with a 'fetch-lead' effect under way (one fetch per lead), with the messages that arrived for
   * them meanwhile; `addFetchedLead` adds those to the lead's list without counting them again.
   */
  readonly pendingFetches: Map<LeadId, MessageInstance[]>;
};

export type InboxInput = {
  /** Top-first, as the list call returns them. */
  readonly leads?: Iterable<InboxLead>;
  readonly openChatBoxes?: readonly LeadId[];
  readonly loadedServiceTabs?: Iterable<string>;
  readonly unreadByService?: Iterable<readonly [string, number]>;
  readonly unreadByStore?: Iterable<readonly [number, number]>;
  readonly context?: MarkReadContext;
};

export function createInbox(input: InboxInput = {}): Inbox {
  const leads = emptyLeadTable();
  const inbox: Inbox = {
    version: 0,
    order: emptyOrder(leads),
    leads,
    openChatBoxes: [...(input.openChatBoxes ?? [])],
    loadedServiceTabs: new Set(input.loadedServiceTabs ?? []),
    unreadByService: unreadCountersFrom(input.unreadByService),
    unreadByStore: unreadCountersFrom(input.unreadByStore),
    context: input.context ?? { storeId: null, enterpriseId: null },
    pendingFetches: new Map(),
  };
  appendLeads(inbox, input.leads ?? []);
  inbox.version = 0;
  return inbox;
}

/** A further page of the list: leads not yet stored go to the bottom. Returns how many were added. */
export function appendLeads(inbox: Inbox, leads: Iterable<InboxLead>): number {
  let added = 0;
  for (const lead of leads) {
    if (slotOf(inbox.leads.index, lead.id) >= 0) continue;
    placeAtBottom(inbox.order, addEntry(inbox.leads, lead, inbox));
    added++;
  }
  if (added > 0) inbox.version++;
  return added;
}

/** Spec 1 §4: a lead fetched after a real-time message is added at the top (replacing any stale copy). */
export function addFetchedLead(inbox: Inbox, lead: InboxLead): Inbox {
  let slot = slotOf(inbox.leads.index, lead.id);
  if (slot >= 0) {
    settleHistory(inbox.leads, slot, lead.messageInstances);
    adoptRecord(inbox.leads, slot, lead, inbox);
    moveToTop(inbox.order, slot);
  } else {
    slot = addEntry(inbox.leads, lead, inbox);
    placeAtTop(inbox.order, slot);
  }
  // The fetched record already counts these messages; they are only added to its list.
  for (const message of inbox.pendingFetches.get(lead.id) ?? []) recordMessage(inbox.leads, slot, message);
  inbox.pendingFetches.delete(lead.id);
  inbox.version++;
  return inbox;
}

export function markServiceTabLoaded(inbox: Inbox, serviceType: string): Inbox {
  if (!inbox.loadedServiceTabs.has(serviceType)) {
    inbox.loadedServiceTabs.add(serviceType);
    inbox.version++;
  }
  return inbox;
}

/** The lead's slot in the inbox, -1 when it holds no such lead. */
export const slotOfLead = (inbox: Inbox, id: LeadId): number => slotOf(inbox.leads.index, id);
export const hasLead = (inbox: Inbox, id: LeadId): boolean => slotOfLead(inbox, id) >= 0;
export const inboxSize = (inbox: Inbox): number => inbox.leads.entries.length;

/** The lead as it stands now; the same object until the lead changes. */
export function leadOf(inbox: Inbox, id: LeadId): Lead | undefined {
  const slot = slotOfLead(inbox, id);
  return slot >= 0 ? entryLead(inbox.leads, slot) : undefined;
}

/** The lead's known messages, oldest first; the same array until a message is added. */
export function messagesOf(inbox: Inbox, id: LeadId): readonly MessageInstance[] {
  const slot = slotOfLead(inbox, id);
  return slot >= 0 ? entryMessages(inbox.leads, slot) : [];
}
