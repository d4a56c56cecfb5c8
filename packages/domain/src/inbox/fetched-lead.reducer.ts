import { countsAsUnread } from '../conversation/unread.rules.js';
import { addFetchedLead } from './inbox-state.js';
import type { InboxLead } from './inbox-entry.js';
import type { Inbox } from './inbox-state.js';
import { unreadCell } from './unread-counters.js';

/**
 * Spec 1 §4, a received message for a lead not stored locally: the lead is fetched and added at the
 * top (`addFetchedLead`), and the messages that waited for it count as unread like any other (chat
 * box closed, received, not MESSAGE_TO_CUSTOMER), so the service and store counters, and the All
 * tab's total, rise at once (issue 14: they did not move until a reload).
 */
export function addFetchedLeadCounting(inbox: Inbox, lead: InboxLead): Inbox {
  const wasStored = inbox.leads.has(lead.id);
  const open = inbox.chatBoxes.open.includes(lead.id);
  const waiting = inbox.pendingFetches.get(lead.id) ?? [];
  const counted = wasStored ? 0 : waiting.filter((message) => countsAsUnread(message, open)).length;
  addFetchedLead(inbox, lead);
  if (counted > 0) {
    unreadCell(inbox.unreadByService, lead.plannedServiceType).unread += counted;
    unreadCell(inbox.unreadByStore, lead.storeMaster.id).unread += counted;
    inbox.version++;
  }
  return inbox;
}
