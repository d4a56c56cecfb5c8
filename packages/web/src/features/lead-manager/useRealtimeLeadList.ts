import { useServices } from '../../services/services-context';
import type { InboxStore } from './inbox-store';
import type { LeadSequence } from './top-first-leads';
import { useInboxLeads } from './useInboxLeads';
import { useRealtimeInbox } from './useRealtimeInbox';

/**
 * An inbox-driven list: the store's leads top-first, kept current by the real-time feed (drained
 * once per second). What the lead manager renders, and what a benchmark mounts with many leads.
 */
export function useRealtimeLeadList(store: InboxStore): LeadSequence {
  const { realtime, leads, conversations } = useServices();
  useRealtimeInbox(store, realtime, { leads, conversations });
  return useInboxLeads(store);
}
