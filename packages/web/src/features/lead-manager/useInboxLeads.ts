import { useSyncExternalStore } from 'react';
import type { InboxStore } from './inbox-store';
import type { LeadSequence } from './top-first-leads';

/** The inbox's leads, top-first; re-renders when the inbox's version moves (a drained batch, a page). */
export function useInboxLeads(store: InboxStore): LeadSequence {
  return useSyncExternalStore(store.subscribe, store.leads);
}

/** The inbox's revision, for readers of other inbox queries (counters, open chat boxes). */
export function useInboxRevision(store: InboxStore): number {
  return useSyncExternalStore(store.subscribe, store.revision);
}
