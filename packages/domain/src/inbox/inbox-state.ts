import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { Lead, LeadId } from '../leads/lead.schema.js';
import { emptyArrivalLog, type ArrivalLog } from './arrival-log.js';
import { restoredChatBoxes, type ChatBoxes } from './chat-boxes.js';
import {
  addMessage,
  adoptFetched,
  entryLead,
  entryMessages,
  newEntry,
  type InboxEntry,
  type InboxLead,
} from './inbox-entry.js';
import { emptyOrder, moveToTop, placeAtBottom, placeAtTop, type TopFirstOrder } from './inbox-order.js';
import { unreadCountersFrom, type UnreadCounters } from './unread-counters.js';

/** Where conversations are opened: the server is told of reads only in a store and enterprise context. */
export type MarkReadContext = { readonly storeId: number | null; readonly enterpriseId: number | null };

/**
 * The inbox (spec 1 §4): leads by id in top-first order, the open chat boxes, loaded service tabs and
 * unread counters.
 *
 * MUTABLE BY DESIGN. The real-time queue is drained every second and a batch must cost the same in an
 * inbox of 10,000 or 100,000 leads, so the functions of this folder update this object in place (a
 * few Map and array operations per message) and bump `version` once per change. Subscribers compare
 * `version`; `leadOf` / `messagesOf` snapshots change identity only for the leads that changed.
 */
export type Inbox = {
  version: number;
  readonly leads: Map<LeadId, InboxEntry>;
  readonly order: TopFirstOrder<InboxEntry>;
  /** The one record of which chat boxes are open and which is in front (chat-boxes.ts). */
  chatBoxes: ChatBoxes;
  readonly loadedServiceTabs: Set<string>;
  readonly unreadByService: UnreadCounters<string>;
  readonly unreadByStore: UnreadCounters<number>;
  /** Every real-time message taken, in arrival order (arrival-log.ts). */
  readonly arrivals: ArrivalLog;
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
  /** Oldest first; a restored list keeps its first three distinct boxes. */
  readonly openChatBoxes?: readonly LeadId[];
  /** The box in front; the newest open one when absent. */
  readonly focusedChatBox?: LeadId | null;
  readonly loadedServiceTabs?: Iterable<string>;
  readonly unreadByService?: Iterable<readonly [string, number]>;
  readonly unreadByStore?: Iterable<readonly [number, number]>;
  readonly context?: MarkReadContext;
};

export function createInbox(input: InboxInput = {}): Inbox {
  const inbox: Inbox = {
    version: 0,
    leads: new Map(),
    order: emptyOrder(),
    chatBoxes: restoredChatBoxes(input.openChatBoxes ?? [], input.focusedChatBox),
    loadedServiceTabs: new Set(input.loadedServiceTabs ?? []),
    unreadByService: unreadCountersFrom(input.unreadByService),
    unreadByStore: unreadCountersFrom(input.unreadByStore),
    arrivals: emptyArrivalLog(),
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
    if (inbox.leads.has(lead.id)) continue;
    const entry = newEntry(lead, inbox);
    inbox.leads.set(lead.id, entry);
    placeAtBottom(inbox.order, entry);
    added++;
  }
  if (added > 0) inbox.version++;
  return added;
}

/** Spec 1 §4: a lead fetched after a real-time message is added at the top (replacing any stale copy). */
export function addFetchedLead(inbox: Inbox, lead: InboxLead): Inbox {
  let entry = inbox.leads.get(lead.id);
  if (entry) {
    adoptFetched(entry, lead, inbox);
    moveToTop(inbox.order, entry);
  } else {
    entry = newEntry(lead, inbox);
    inbox.leads.set(lead.id, entry);
    placeAtTop(inbox.order, entry);
  }
  // The fetched record already counts these messages; they are only added to its list.
  for (const message of inbox.pendingFetches.get(lead.id) ?? []) addMessage(entry, message);
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

export const hasLead = (inbox: Inbox, id: LeadId): boolean => inbox.leads.has(id);
export const inboxSize = (inbox: Inbox): number => inbox.leads.size;

/** The lead as it stands now; the same object until the lead changes. */
export function leadOf(inbox: Inbox, id: LeadId): Lead | undefined {
  const entry = inbox.leads.get(id);
  return entry && entryLead(entry);
}

/** The lead's known messages, oldest first; the same array until a message is added. */
export function messagesOf(inbox: Inbox, id: LeadId): readonly MessageInstance[] {
  const entry = inbox.leads.get(id);
  return entry ? entryMessages(entry) : [];
}
