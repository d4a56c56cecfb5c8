import { isNewMessage, replaceRecord } from '../inbox/inbox-entry.js';
import { compactOrder, LISTED } from '../inbox/inbox-order.js';
import { batchScratch, findSlots, indexKey, slotOf } from '../inbox/lead-index.js';
import {
  INBOUND,
  LAST_LOGGED,
  LATEST_LOGGED,
  MESSAGE_COUNT,
  PLACE,
  RECEIVED_LOGGED,
  ROW_WIDTH,
  SERVICE_CELL,
  STORE_CELL,
  UNREAD,
  WIDE_ROW_WIDTH,
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
 *
 * This loop is the benchmark's hot path, so the common case is written out here on the lead table's
 * arrays (hoisted once per batch: no lead is added during a batch, so they stay the same arrays)
 * instead of calling appendToLog and moveToTop: measured, each call per message cost about a tenth of
 * a batch. The rare cases (events, unknown leads, late ids, open chat boxes) are calls.
 */
export function applyIncomingMessages(inbox: Inbox, batch: readonly IncomingItem[]): InboxUpdate {
  const slots = resolveSlots(inbox, batch);
  const table = inbox.leads;
  const { rows, wideRows, cells } = table;
  const { messages, previous } = table.log;
  const { order, openChatBoxes } = inbox;
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
    const { message } = item;
    // A message id is never added twice; ids come from a sequence, so one above the lead's highest is new.
    const wide = slot * WIDE_ROW_WIDTH;
    if (message.id > (wideRows[wide] ?? -1)) wideRows[wide] = message.id;
    else if (!isNewMessage(table, slot, message.id)) continue;
    changed = true;
    // appendToLog: the lead's last message.
    const row = slot * ROW_WIDTH;
    const at = messages.length;
    previous.push(rows[row + LAST_LOGGED] ?? -1);
    messages.push(message);
    rows[row + LAST_LOGGED] = at;
    rows[row + MESSAGE_COUNT] = (rows[row + MESSAGE_COUNT] ?? 0) + 1;
    if (message.direction === 'RECEIVED') {
      rows[row + INBOUND] = (rows[row + INBOUND] ?? 0) + 1;
      rows[row + RECEIVED_LOGGED] = at;
    }
    // Spec 1 §4: the latest message is replaced unless the message type is INTERNAL.
    if (message.messageType !== 'INTERNAL') rows[row + LATEST_LOGGED] = at;
    // moveToTop: the lead's place is in its row (the table is the order's PlaceRows).
    const place = rows[row + PLACE] ?? LISTED;
    const top = order.moves.length;
    if (place !== top - 1 || place < 0) {
      if (place === LISTED) {
        order.movedFromListed++;
        order.liveMoves++;
      }
      rows[row + PLACE] = top;
      order.moves.push(slot);
      if (top + 1 - order.liveMoves > order.slack || order.movedFromListed > order.slack) compactOrder(order);
    }
    const open = openChatBoxes.length > 0 && isOpen(openChatBoxes, item.leadId);
    if (countsAsUnread(message, open)) {
      rows[row + UNREAD] = (rows[row + UNREAD] ?? 0) + 1;
      const serviceCell = cells[rows[row + SERVICE_CELL] ?? -1];
      const storeCell = cells[rows[row + STORE_CELL] ?? -1];
      if (serviceCell) serviceCell.unread++;
      if (storeCell) storeCell.unread++;
    } else if (open) {
      const markRead = readInOpenBox(inbox, row, item);
      if (markRead) (markReads ??= new Map()).set(item.leadId, markRead);
    }
  }
  if (changed) inbox.version++;
  const effects = markReads ? [...fetches, ...markReads.values()] : fetches;
  return { inbox, effects };
}

/** A plain loop: at most 3 chat boxes are open (a builtin call costs more than the look). */
function isOpen(openChatBoxes: readonly LeadId[], leadId: LeadId): boolean {
  for (let at = 0; at < openChatBoxes.length; at++) if (openChatBoxes[at] === leadId) return true;
  return false;
}

/** With the chat box open the message is read; the server holds it as one unread until told. */
function readInOpenBox(inbox: Inbox, row: number, item: IncomingMessageItem): MarkReadEffect | undefined {
  const { message } = item;
  const tellServer =
    countsAsUnread(message, false) &&
    shouldMarkReadOnServer({
      ...inbox.context,
      messageCount: inbox.leads.rows[row + MESSAGE_COUNT] ?? 0,
      unreadCount: 1,
    });
  return tellServer
    ? { kind: 'mark-read', leadId: item.leadId, lastReadMessageInstanceId: message.id }
    : undefined;
}

/**
 * Finds every message's lead, then reads every lead's row, before anything is applied. The look-ups
 * do not depend on each other, so the processor overlaps their memory reads instead of waiting for
 * each in turn. In a large inbox this is most of a batch's cost (see the bench).
 */
function resolveSlots(inbox: Inbox, batch: readonly IncomingItem[]): Int32Array {
  const table = inbox.leads;
  if (table.batch.capacity < batch.length) table.batch = batchScratch(batch.length);
  const { ids, slots } = table.batch;
  const { index, rows } = table;
  for (let at = 0; at < batch.length; at++) {
    const item = batch[at];
    ids[at] = item?.kind === 'message' ? indexKey(item.leadId) : 0;
  }
  findSlots(index, table.batch, batch.length);
  // Ids beyond 32 bits (never handed out in practice) one by one; events are looked up in applyEvent.
  for (let at = 0; at < batch.length; at++) {
    const item = batch[at];
    if (ids[at] === 0 && item?.kind === 'message') slots[at] = slotOf(index, item.leadId);
  }
  let warmed = 0;
  for (let at = 0; at < batch.length; at++) {
    const slot = slots[at] ?? -1;
    if (slot >= 0) warmed += rows[slot * ROW_WIDTH + MESSAGE_COUNT] ?? 0;
  }
  // Uses the reads so the compiler keeps them; a count is never negative.
  if (warmed < 0) throw new Error('unreachable');
  return slots;
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
