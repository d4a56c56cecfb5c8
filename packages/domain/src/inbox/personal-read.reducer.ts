import { shouldRecordPersonalRead } from '../conversation/personal-read.rules.js';
import { countsAsUnread } from '../conversation/unread.rules.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { ChatBoxLimitError } from '../conversation/chat-box.errors.js';
import { ok, type Result } from '../shared/result.js';
import { openConversation, readConversation } from './chat-box.reducer.js';
import type { IncomingItem } from '../conversation/incoming-item.schema.js';
import { applyIncomingMessages } from './incoming-message.reducer.js';
import { lastMessageOf, messageCountOf } from './inbox-entry.js';
import type { InboxEffect, InboxUpdate, MarkReadEffect } from './inbox-effect.js';
import type { Inbox } from './inbox-state.js';

/**
 * The inbox reducers with issue 14's personal reads added: where the store-context rule of spec 1 §4
 * sends no read, a read is still sent (the same PUT read) and the server keeps it for the user alone.
 * In a store and enterprise context these answer exactly what the spec's reducers answer.
 */
export function readConversationKeepingRead(inbox: Inbox, leadId: LeadId): InboxUpdate {
  const personal = personalReadOnOpen(inbox, leadId);
  const update = readConversation(inbox, leadId);
  return personal ? { inbox, effects: [...update.effects, personal] } : update;
}

export function openConversationKeepingRead(
  inbox: Inbox,
  leadId: LeadId,
): Result<InboxUpdate, ChatBoxLimitError> {
  const personal = personalReadOnOpen(inbox, leadId);
  const opened = openConversation(inbox, leadId);
  if (!opened.ok || !personal) return opened;
  return ok({ inbox, effects: [...opened.value.effects, personal] });
}

/** A message arriving in an open chat box is read at once: outside a store, read for the user. */
export function applyIncomingMessagesKeepingRead(inbox: Inbox, batch: readonly IncomingItem[]): InboxUpdate {
  const update = applyIncomingMessages(inbox, batch);
  const { storeId, enterpriseId } = inbox.context;
  if (storeId != null && enterpriseId != null) return update;
  const reads = new Map<LeadId, MarkReadEffect>();
  for (const item of batch) {
    if (item.kind !== 'message' || !inbox.chatBoxes.open.includes(item.leadId)) continue;
    if (!inbox.leads.has(item.leadId) || !countsAsUnread(item.message, false)) continue;
    reads.set(item.leadId, {
      kind: 'mark-read',
      leadId: item.leadId,
      lastReadMessageInstanceId: item.message.id,
    });
  }
  if (reads.size === 0) return update;
  const effects: InboxEffect[] = [...update.effects, ...reads.values()];
  return { inbox, effects };
}

function personalReadOnOpen(inbox: Inbox, leadId: LeadId): MarkReadEffect | undefined {
  const entry = inbox.leads.get(leadId);
  if (!entry) return undefined;
  const last = lastMessageOf(entry);
  const record = shouldRecordPersonalRead({
    ...inbox.context,
    messageCount: messageCountOf(entry),
    unreadCount: entry.unread,
  });
  return record && last ? { kind: 'mark-read', leadId, lastReadMessageInstanceId: last.id } : undefined;
}
