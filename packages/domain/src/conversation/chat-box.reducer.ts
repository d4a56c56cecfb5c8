import { clearUnread, lastMessageOf, messageCountOf, unreadOf } from '../inbox/inbox-entry.js';
import { slotOfLead, type Inbox } from '../inbox/inbox-state.js';
import type { LeadId } from '../leads/lead.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import { chatBoxLimitError, MAX_CHAT_BOXES, type ChatBoxLimitError } from './chat-box.errors.js';
import type { InboxEffect, InboxUpdate } from './inbox-effect.js';
import { shouldMarkReadOnServer } from './unread.rules.js';

/**
 * Opens a lead's chat box (spec 1 §4): its unread count resets to 0 and the service and store
 * counters drop by what it had, never below 0; the server is told when `shouldMarkReadOnServer`.
 * A fourth chat box is refused (spec 1 §8). Opening an open chat box only re-reads it.
 */
export function openConversation(inbox: Inbox, leadId: LeadId): Result<InboxUpdate, ChatBoxLimitError> {
  if (!inbox.openChatBoxes.includes(leadId)) {
    if (inbox.openChatBoxes.length >= MAX_CHAT_BOXES) return err(chatBoxLimitError());
    inbox.openChatBoxes.push(leadId);
    inbox.version++;
  }
  const slot = slotOfLead(inbox, leadId);
  if (slot < 0) return ok({ inbox, effects: [] });
  const unread = unreadOf(inbox.leads, slot);
  const effects: InboxEffect[] = [];
  const tellServer = shouldMarkReadOnServer({
    ...inbox.context,
    messageCount: messageCountOf(inbox.leads, slot),
    unreadCount: unread,
  });
  const lastMessage = lastMessageOf(inbox.leads, slot);
  if (tellServer && lastMessage) {
    effects.push({ kind: 'mark-read', leadId, lastReadMessageInstanceId: lastMessage.id });
  }
  if (unread > 0) {
    clearUnread(inbox.leads, slot);
    inbox.version++;
  }
  return ok({ inbox, effects });
}

/** Closes a lead's chat box; later messages to it count as unread again. */
export function closeConversation(inbox: Inbox, leadId: LeadId): Inbox {
  const at = inbox.openChatBoxes.indexOf(leadId);
  if (at >= 0) {
    inbox.openChatBoxes.splice(at, 1);
    inbox.version++;
  }
  return inbox;
}
