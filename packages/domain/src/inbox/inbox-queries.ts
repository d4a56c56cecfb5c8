import type { Lead, LeadId } from '../leads/lead.schema.js';
import { entryLead } from './inbox-entry.js';
import { collectTopFirst, topFirst } from './inbox-order.js';
import type { Inbox } from './inbox-state.js';
import { unreadCountOf } from './unread-counters.js';

/**
 * Lead ids top-first, lazily (at most `limit`): a virtualised list reads only the rows it shows,
 * so reading the top of a 100,000-lead inbox costs as much as reading the top of a small one.
 * Do not apply batches while iterating.
 */
export function* inboxOrder(inbox: Inbox, limit = Infinity): Generator<LeadId> {
  for (const entry of topFirst(inbox.order, limit)) yield entry.id;
}

/** The first `limit` leads, top-first, as snapshots. */
export function topLeads(inbox: Inbox, limit: number): Lead[] {
  return collectTopFirst(inbox.order, limit, entryLead);
}

export const isChatBoxOpen = (inbox: Inbox, id: LeadId): boolean => inbox.chatBoxes.open.includes(id);

/** The unread badge of a service tab (spec 1 §4; shown for values of at least 1, spec 1 §9). */
export const unreadForService = (inbox: Inbox, serviceType: string): number =>
  unreadCountOf(inbox.unreadByService, serviceType);

/** The unread badge of a store. */
export const unreadForStore = (inbox: Inbox, storeId: number): number =>
  unreadCountOf(inbox.unreadByStore, storeId);
