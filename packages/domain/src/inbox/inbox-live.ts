import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { LeadId } from '../leads/lead.schema.js';
import { liveMessages } from './inbox-entry.js';
import type { Inbox } from './inbox-state.js';

/**
 * The lead's messages that reached the inbox after the lead was stored (real-time ones, oldest
 * first), without the history it was stored with: what an open chat box adds to the history it
 * loaded itself.
 */
export function liveMessagesOf(inbox: Inbox, id: LeadId): MessageInstance[] {
  const entry = inbox.leads.get(id);
  return entry ? liveMessages(entry) : [];
}
