/** The inbox's public surface; the list links, log and entry internals stay with the reducers. */
export {
  addFetchedLead,
  appendLeads,
  createInbox,
  hasLead,
  inboxSize,
  leadOf,
  markServiceTabLoaded,
  messagesOf,
  type Inbox,
  type InboxInput,
  type MarkReadContext,
} from './inbox-state.js';
export type { InboxLead } from './inbox-entry.js';
export type { InboxEntry } from './lead-table.js';
export * from './inbox-queries.js';
export { unreadCountOf, type UnreadCell, type UnreadCounters } from './unread-counters.js';
export * from './unread-counts.schema.js';
export * from './unread-counts-gateway.port.js';
export { liveMessagesOf } from './inbox-live.js';
export { abandonLeadFetch, seedUnreadCounts, unreadCountsOf } from './inbox-seeding.js';
