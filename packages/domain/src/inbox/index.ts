/** The inbox's public surface; the entries and the order's internals stay with its functions. */
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
export type { InboxEntry, InboxLead } from './inbox-entry.js';
export * from './inbox-queries.js';
export { unreadCountOf, type UnreadCell, type UnreadCounters } from './unread-counters.js';
export * from './unread-counts.schema.js';
export * from './unread-counts-gateway.port.js';
export { liveMessagesOf } from './inbox-live.js';
export { abandonLeadFetch, seedUnreadCounts, unreadCountsOf } from './inbox-seeding.js';
export * from './inbox-effect.js';
export * from './incoming-message.reducer.js';
export * from './chat-box.reducer.js';
export * from './chat-boxes.js';
export * from './personal-read.reducer.js';
export * from './fetched-lead.reducer.js';
