import { recordMessage, replaceRecord } from '../inbox/inbox-entry.js';
import { moveToTop } from '../inbox/inbox-order.js';
import { findSlots } from '../inbox/lead-index.js';
import {
  INBOUND,
  LATEST_LOGGED,
  MESSAGE_COUNT,
  RECEIVED_LOGGED,
  ROW_WIDTH,
  SERVICE_CELL,
  STORE_CELL,
  UNREAD,
} from '../inbox/lead-table.js';
import { slotOfLead, type Inbox } from '../inbox/inbox-state.js';
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
  const slots = resolveSlots(inbox, batch);
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
    const slot = slots[index] ?? -1;
    if (slot < 0) {
      const fetch = notStored(inbox, item);
      if (fetch) fetches.push(fetch);
      continue;
    }
    const markRead = applyMessage(inbox, slot, item);
    if (markRead === false) continue;
    changed = true;
    if (markRead) (markReads ??= new Map()).set(item.leadId, markRead);
  }
  if (changed) inbox.version++;
  const effects = markReads ? [...fetches, ...markReads.values()] : fetches;
  return { inbox, effects };
}

/**
 * Finds every message's lead, then reads every lead's row, before anything is applied. The look-ups
 * do not depend on each other, so the processor overlaps their memory reads instead of waiting for
 * each in turn. In a large inbox this is most of a batch's cost (see the bench).
 */
function resolveSlots(inbox: Inbox, batch: readonly IncomingItem[]): Int32Array {
  const table = inbox.leads;
  if (table.batchSlots.length < batch.length) table.batchSlots = new Int32Array(batch.length);
  const { index, batchSlots: slots } = table;
  // Events are looked up one by one in applyEvent: 0 is never a lead id.
  const ids = batch.map((item) => (item.kind === 'message' ? item.leadId : 0));
  findSlots(index, ids, slots);
  const { rows } = table;
  let warmed = 0;
  for (let at = 0; at < batch.length; at++) {
    const slot = slots[at] ?? -1;
    if (slot >= 0) warmed += rows[slot * ROW_WIDTH + MESSAGE_COUNT] ?? 0;
  }
  // Uses the reads so the compiler keeps them; a count is never negative.
  if (warmed < 0) throw new Error('unreachable');
  return slots;
}

/** false: a duplicate, nothing changed; a MarkReadEffect: read with its chat box open; undefined otherwise. */
function applyMessage(
  inbox: Inbox,
  slot: number,
  item: IncomingMessageItem,
): MarkReadEffect | undefined | false {
  const { message } = item;
  const table = inbox.leads;
  const at = recordMessage(table, slot, message);
  if (at < 0) return false;
  const { rows } = table;
  const row = slot * ROW_WIDTH;
  if (message.direction === 'RECEIVED') {
    rows[row + INBOUND] = (rows[row + INBOUND] ?? 0) + 1;
    rows[row + RECEIVED_LOGGED] = at;
  }
  // Spec 1 §4: the latest message is replaced unless the message type is INTERNAL.
  if (message.messageType !== 'INTERNAL') rows[row + LATEST_LOGGED] = at;
  moveToTop(inbox.order, slot);
  const open = inbox.openChatBoxes.length > 0 && inbox.openChatBoxes.includes(item.leadId);
  if (countsAsUnread(message, open)) {
    rows[row + UNREAD] = (rows[row + UNREAD] ?? 0) + 1;
    const { cells } = table;
    const serviceCell = cells[rows[row + SERVICE_CELL] ?? -1];
    const storeCell = cells[rows[row + STORE_CELL] ?? -1];
    if (serviceCell) serviceCell.unread++;
    if (storeCell) storeCell.unread++;
    return undefined;
  }
  // With the chat box open the message is read; the server holds it as one unread until told.
  const readNow = open && countsAsUnread(message, false);
  const tellServer =
    readNow &&
    shouldMarkReadOnServer({
      ...inbox.context,
      messageCount: rows[row + MESSAGE_COUNT] ?? 0,
      unreadCount: 1,
    });
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
  const slot = slotOfLead(inbox, item.leadId);
  const entry = inbox.leads.entries[slot];
  if (!entry) return false;
  // Events are rare: the record is replaced rather than patched, so earlier snapshots stay as they were.
  const record = { ...entry.record };
  if (item.responseInsight !== undefined) record.responseInsight = item.responseInsight;
  // An APPOINTMENT_BOOKED event without the flag still means an appointment is set.
  const appointmentSet = item.appointmentSet ?? (item.type === 'APPOINTMENT_BOOKED' ? true : undefined);
  if (appointmentSet !== undefined) record.appointmentSet = appointmentSet;
  if (item.marks) record.futureServiceInteractionMarks = item.marks.map((mark) => ({ ...mark }));
  replaceRecord(inbox.leads, slot, record);
  return true;
}
