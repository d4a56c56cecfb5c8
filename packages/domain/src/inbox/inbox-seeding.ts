import type { LeadId } from '../leads/lead.schema.js';
import type { Inbox } from './inbox-state.js';
import { countFrom } from './unread-counters.js';

/** Sets the unread counters to the server's counts (spec 1 §4 starting values). Negative counts read as 0. */
export function seedUnreadCounts(
  inbox: Inbox,
  counts: {
    readonly byService?: Iterable<readonly [string, number]>;
    readonly byStore?: Iterable<readonly [number, number]>;
  },
): Inbox {
  for (const [key, count] of counts.byService ?? []) inbox.unreadByService.set(key, countFrom(count));
  for (const [key, count] of counts.byStore ?? []) inbox.unreadByStore.set(key, countFrom(count));
  inbox.version++;
  return inbox;
}

/** The counters as [key, count] pairs, to start another inbox (a new search) where this one stands. */
export function unreadCountsOf(inbox: Inbox): {
  byService: (readonly [string, number])[];
  byStore: (readonly [number, number])[];
} {
  return { byService: [...inbox.unreadByService], byStore: [...inbox.unreadByStore] };
}

/**
 * A 'fetch-lead' effect failed: the lead is no longer awaited, so its next received message asks for
 * it again instead of waiting forever. The messages that waited are dropped with it (the fetched
 * record would have counted them).
 */
export function abandonLeadFetch(inbox: Inbox, leadId: LeadId): Inbox {
  inbox.pendingFetches.delete(leadId);
  return inbox;
}
