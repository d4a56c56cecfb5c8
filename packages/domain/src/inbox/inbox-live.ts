import type { MessageInstance } from '../conversation/message-instance.schema.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { Inbox } from './inbox-state.js';

/**
 * The lead's messages that reached the inbox after the lead was stored (real-time ones, oldest
 * first), without the history it was stored with: what an open chat box adds to the history it
 * loaded itself. Costs as many steps as the lead has such messages.
 */
export function liveMessagesOf(inbox: Inbox, id: LeadId): MessageInstance[] {
  const entry = inbox.entries.get(id);
  if (!entry) return [];
  const live: MessageInstance[] = [];
  for (let at = entry.lastLogged; at >= 0; at = inbox.log.previous[at] ?? -1) {
    const message = inbox.log.messages[at];
    if (message) live.push(message);
  }
  return live.reverse();
}
