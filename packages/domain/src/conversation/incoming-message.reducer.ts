import { recordMessage, type InboxEntry } from '../inbox/inbox-entry.js';
import { moveToTop } from '../inbox/inbox-order.js';
import type { Inbox } from '../inbox/inbox-state.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { InboxEffect, InboxUpdate, MarkReadEffect } from './inbox-effect.js';
import type { IncomingEventItem, IncomingItem, IncomingMessageItem } from './incoming-item.schema.js';
import { countsAsUnread, shouldMarkReadOnServer } from './unread.rules.js';

/** Spec 1 §4 and §9: real-time messages are queued and the queue is processed every 1000 ms. */
export const REALTIME_QUEUE_INTERVAL_MS = 1000;

/**
 * Applies one drained batch of the real-time queue (spec 1 §4) in O(1) per item, whatever the inbox
 * size. The inbox is updated in place and its `version` bumped once if anything changed; the effects
 * (fetch a lead, mark read on the server) are returned for the caller to perform.
 */
export function applyIncomingMessages(inbox: Inbox, batch: readonly IncomingItem[]): InboxUpdate {
  const entries = resolveEntries(inbox, batch);
  const fetches: InboxEffect[] = [];
  let markReads: Map<LeadId, MarkReadEffect> | undefined;
  let changed = false;
  for (let index = 0; index < batch.length; index++) {
    const item = batch[index];
    if (!item) continue;
    if (item.kind === 'event') {
      changed = applyEvent(inbox, item) || changed;
      continue;
    }
    const entry = entries[index];
    if (!entry) {
      const fetch = notStored(inbox, item);
      if (fetch) fetches.push(fetch);
      continue;
    }
    const markRead = applyMessage(inbox, entry, item);
    if (markRead === false) continue;
    changed = true;
    if (markRead) (markReads ??= new Map()).set(item.leadId, markRead);
  }
  if (changed) inbox.version++;
  const effects = markReads ? [...fetches, ...markReads.values()] : fetches;
  return { inbox, effects };
}

/**
 * Looks up every message's lead before anything is applied. The look-ups do not depend on each other,
 * so the processor overlaps their memory reads instead of waiting for each in turn; reading a field
 * brings the entry itself into cache. In a large inbox this is most of a batch's cost (see the bench).
 */
function resolveEntries(inbox: Inbox, batch: readonly IncomingItem[]): (InboxEntry | undefined)[] {
  const entries = new Array<InboxEntry | undefined>(batch.length);
  let warmed = 0;
  for (let index = 0; index < batch.length; index++) {
    const item = batch[index];
    const entry = item?.kind === 'message' ? inbox.entries.get(item.leadId) : undefined;
    entries[index] = entry;
    if (entry) warmed += entry.messageCount;
  }
  // Uses the reads so the compiler keeps them; a count is never negative.
  if (warmed < 0) throw new Error('unreachable');
  return entries;
}

/** false: a duplicate, nothing changed; a MarkReadEffect: read with its chat box open; undefined otherwise. */
function applyMessage(
  inbox: Inbox,
  entry: InboxEntry,
  item: IncomingMessageItem,
): MarkReadEffect | undefined | false {
  const { message } = item;
  const at = recordMessage(entry, inbox.log, message);
  if (at < 0) return false;
  if (message.direction === 'RECEIVED') {
    entry.inbound += 1;
    entry.receivedLogged = at;
  }
  // Spec 1 §4: the latest message is replaced unless the message type is INTERNAL.
  if (message.messageType !== 'INTERNAL') entry.latestLogged = at;
  entry.revision++;
  moveToTop(inbox.order, entry);
  const open = inbox.openChatBoxes.length > 0 && inbox.openChatBoxes.includes(item.leadId);
  if (countsAsUnread(message, open)) {
    entry.unread += 1;
    entry.serviceCell.unread += 1;
    entry.storeCell.unread += 1;
    return undefined;
  }
  // With the chat box open the message is read; the server holds it as one unread until told.
  const readNow = open && countsAsUnread(message, false);
  const tellServer =
    readNow && shouldMarkReadOnServer({ ...inbox.context, messageCount: entry.messageCount, unreadCount: 1 });
  return tellServer
    ? { kind: 'mark-read', leadId: item.leadId, lastReadMessageInstanceId: message.id }
    : undefined;
}

/**
 * Spec 1 §4: a received message for a lead not stored locally, whose service tab is loaded, fetches the
 * lead (once while the fetch is under way); messages arriving meanwhile wait for `addFetchedLead`.
 */
function notStored(inbox: Inbox, item: IncomingMessageItem): InboxEffect | undefined {
  const { message, leadId } = item;
  const waiting = inbox.pendingFetches.get(leadId);
  if (waiting) {
    if (!waiting.some((known) => known.id === message.id)) waiting.push(message);
    return undefined;
  }
  const serviceType = item.serviceType ?? message.serviceType;
  if (message.direction !== 'RECEIVED' || !serviceType || !inbox.loadedServiceTabs.has(serviceType))
    return undefined;
  inbox.pendingFetches.set(leadId, [message]);
  return { kind: 'fetch-lead', leadId, serviceType };
}

/** Spec 1 §4: NEW_EVENT and APPOINTMENT_BOOKED update responseInsight, appointmentSet and marks. */
function applyEvent(inbox: Inbox, item: IncomingEventItem): boolean {
  const entry = inbox.entries.get(item.leadId);
  if (!entry) return false;
  // Events are rare: the record is replaced rather than patched, so earlier snapshots stay as they were.
  const record = { ...entry.record };
  if (item.responseInsight !== undefined) record.responseInsight = item.responseInsight;
  // An APPOINTMENT_BOOKED event without the flag still means an appointment is set.
  const appointmentSet = item.appointmentSet ?? (item.type === 'APPOINTMENT_BOOKED' ? true : undefined);
  if (appointmentSet !== undefined) record.appointmentSet = appointmentSet;
  if (item.marks) record.futureServiceInteractionMarks = item.marks.map((mark) => ({ ...mark }));
  entry.record = record;
  entry.revision++;
  return true;
}
