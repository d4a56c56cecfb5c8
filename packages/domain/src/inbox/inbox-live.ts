import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { LeadId } from '../leads/lead.schema.js';
import { liveMessages } from './inbox-entry.js';
import { slotOfLead, type Inbox } from './inbox-state.js';

/**
 * The lead's messages that reached the inbox after the lead was stored (real-time ones, oldest
 * first), without the history it was stored with: what an open chat box adds to the history it
 * loaded itself. Costs as many steps as the lead has such messages.
 */
export function liveMessagesOf(inbox: Inbox, id: LeadId): MessageInstance[] {
  const slot = slotOfLead(inbox, id);
  return slot >= 0 ? liveMessages(inbox.leads, slot) : [];
}
