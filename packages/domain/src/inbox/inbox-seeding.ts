import type { LeadId } from '../leads/lead.schema.js';
import type { Inbox } from './inbox-state.js';
import { unreadCell } from './unread-counters.js';

/**
 * Sets the unread counters to the server's counts (spec 1 §4 starting values), in place, so leads
 * already stored keep counting into the same cells. Negative counts read as 0.
 */
export function seedUnreadCounts(
  inbox: Inbox,
  counts: {
    readonly byService?: Iterable<readonly [string, number]>;
    readonly byStore?: Iterable<readonly [number, number]>;
  },
): Inbox {
  for (const [key, count] of counts.byService ?? []) {
    unreadCell(inbox.unreadByService, key).unread = Math.max(0, Math.trunc(count));
  }
  for (const [key, count] of counts.byStore ?? []) {
    unreadCell(inbox.unreadByStore, key).unread = Math.max(0, Math.trunc(count));
  }
  inbox.version++;
  return inbox;
}

/** The counters as [key, count] pairs, to start another inbox (a new search) where this one stands. */
export function unreadCountsOf(inbox: Inbox): {
  byService: (readonly [string, number])[];
  byStore: (readonly [number, number])[];
} {
  return {
    byService: [...inbox.unreadByService].map(([key, cell]) => [key, cell.unread] as const),
    byStore: [...inbox.unreadByStore].map(([key, cell]) => [key, cell.unread] as const),
  };
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
