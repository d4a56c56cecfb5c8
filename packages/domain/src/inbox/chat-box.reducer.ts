import type { ChatBoxLimitError } from '../conversation/chat-box.errors.js';
import { shouldMarkReadOnServer } from '../conversation/unread.rules.js';
import type { LeadId } from '../leads/lead.schema.js';
import { ok, type Result } from '../shared/result.js';
import { closeChatBox, openChatBox } from './chat-boxes.js';
import { lastMessageOf, messageCountOf } from './inbox-entry.js';
import type { InboxEffect, InboxUpdate } from './inbox-effect.js';
import type { Inbox } from './inbox-state.js';
import { decrementUnread } from './unread-counters.js';

/**
 * Opens a lead's chat box, or brings an open one to the front, and reads its conversation
 * (`readConversation`). A fourth chat box is refused (spec 1 §8) and nothing changes.
 */
export function openConversation(inbox: Inbox, leadId: LeadId): Result<InboxUpdate, ChatBoxLimitError> {
  const opened = openChatBox(inbox.chatBoxes, leadId);
  if (!opened.ok) return opened;
  if (opened.value !== inbox.chatBoxes) {
    inbox.chatBoxes = opened.value;
    inbox.version++;
  }
  return ok(readConversation(inbox, leadId));
}

/**
 * Spec 1 §4, opening a conversation: its unread count resets to 0 and the service and store counters
 * drop by what it had, never below 0; the server is told when `shouldMarkReadOnServer`. The chat boxes
 * do not change (an open box read again, e.g. once its lead is listed).
 */
export function readConversation(inbox: Inbox, leadId: LeadId): InboxUpdate {
  const entry = inbox.leads.get(leadId);
  if (!entry) return { inbox, effects: [] };
  const effects: InboxEffect[] = [];
  const lastMessage = lastMessageOf(entry);
  const tellServer = shouldMarkReadOnServer({
    ...inbox.context,
    messageCount: messageCountOf(entry),
    unreadCount: entry.unread,
  });
  if (tellServer && lastMessage) {
    effects.push({ kind: 'mark-read', leadId, lastReadMessageInstanceId: lastMessage.id });
  }
  if (entry.unread > 0) {
    decrementUnread(entry.serviceCounter, entry.unread);
    decrementUnread(entry.storeCounter, entry.unread);
    entry.unread = 0;
    entry.snapshot = undefined;
    inbox.version++;
  }
  return { inbox, effects };
}

/** Closes a lead's chat box; later messages to it count as unread again. */
export function closeConversation(inbox: Inbox, leadId: LeadId): Inbox {
  const closed = closeChatBox(inbox.chatBoxes, leadId);
  if (closed !== inbox.chatBoxes) {
    inbox.chatBoxes = closed;
    inbox.version++;
  }
  return inbox;
}
