import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { Lead } from '../leads/lead.schema.js';
import { addToIndex } from './lead-index.js';
import {
  cellNumber,
  INBOUND,
  LAST_LOGGED,
  LATEST_LOGGED,
  MESSAGE_COUNT,
  newSlot,
  RECEIVED_LOGGED,
  ROW_WIDTH,
  SERVICE_CELL,
  STORE_CELL,
  UNREAD,
  WIDE_ROW_WIDTH,
  type InboxEntry,
  type LeadTable,
} from './lead-table.js';
import { decrementUnread, unreadCell, type UnreadCounters } from './unread-counters.js';

/** A lead as lists and fetches deliver it, optionally with the messages already known (spec 1 §3). */
export type InboxLead = Lead & { readonly messageInstances?: readonly MessageInstance[] };

export type EntryCounters = {
  readonly unreadByService: UnreadCounters<string>;
  readonly unreadByStore: UnreadCounters<number>;
};

function uniqueById(messages: readonly MessageInstance[]): MessageInstance[] {
  const seen = new Set<number>();
  const unique: MessageInstance[] = [];
  for (const message of messages) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    unique.push(message);
  }
  return unique;
}

/** At least every known id (-1 when none is positive); any higher id is new. */
const highestId = (messages: readonly MessageInstance[]): number =>
  messages.reduce((max, message) => Math.max(max, message.id), -1);

/** Sets the row's record-derived numbers: counts, no logged messages, the record's counter cells. */
function adoptCounts(table: LeadTable, slot: number, record: Lead, counters: EntryCounters): void {
  const { rows } = table;
  const row = slot * ROW_WIDTH;
  rows[row + UNREAD] = record.totalUnreadCount;
  rows[row + INBOUND] = record.totalInboundCount;
  rows[row + RECEIVED_LOGGED] = -1;
  rows[row + LATEST_LOGGED] = -1;
  rows[row + SERVICE_CELL] = cellNumber(
    table,
    unreadCell(counters.unreadByService, record.plannedServiceType),
  );
  rows[row + STORE_CELL] = cellNumber(table, unreadCell(counters.unreadByStore, record.storeMaster.id));
}

function adoptHistory(table: LeadTable, slot: number, history: readonly MessageInstance[]): void {
  const row = slot * ROW_WIDTH;
  table.rows[row + LAST_LOGGED] = -1;
  table.rows[row + MESSAGE_COUNT] = history.length;
  table.wideRows[slot * WIDE_ROW_WIDTH] = highestId(history);
}

/** Stores a lead not yet in the table, with its known messages (or its latest one) as its history. */
export function addEntry(table: LeadTable, lead: InboxLead, counters: EntryCounters): number {
  const { messageInstances, ...record } = lead;
  const history = uniqueById(messageInstances ?? (record.latestMessage ? [record.latestMessage] : []));
  const entry: InboxEntry = {
    id: lead.id,
    record,
    history,
    messageIds: undefined,
    messageIdsCount: 0,
    view: undefined,
    viewNumbers: [0, 0, -1, -1],
    messagesView: undefined,
  };
  const slot = newSlot(table, entry);
  addToIndex(table.index, lead.id, slot);
  adoptHistory(table, slot, history);
  adoptCounts(table, slot, record, counters);
  return slot;
}

export const entryOf = (table: LeadTable, slot: number): InboxEntry => {
  const entry = table.entries[slot];
  if (!entry) throw new RangeError(`No lead in slot ${slot}`);
  return entry;
};

/** Replaces the lead's record (events, fetches): its snapshot is made afresh. */
export function replaceRecord(table: LeadTable, slot: number, record: Lead): void {
  const entry = entryOf(table, slot);
  entry.record = record;
  entry.view = undefined;
}

/** Takes a re-fetched record: its counts, its latest message and its counters' cells. */
export function adoptRecord(table: LeadTable, slot: number, lead: InboxLead, counters: EntryCounters): void {
  const { messageInstances: _messages, ...record } = lead;
  replaceRecord(table, slot, record);
  adoptCounts(table, slot, record, counters);
}

/** The lead's real-time messages (those after its history), oldest first; only the newest `limit`. */
export function liveMessages(table: LeadTable, slot: number, limit = Infinity): MessageInstance[] {
  const { log } = table;
  const live: MessageInstance[] = [];
  let at = table.rows[slot * ROW_WIDTH + LAST_LOGGED] ?? -1;
  for (; at >= 0 && live.length < limit; at = log.previous[at] ?? -1) {
    const message = log.messages[at];
    if (message) live.push(message);
  }
  return live.reverse();
}

/** The lead's messages, oldest first: its history, then its real-time messages from the log. */
const collectMessages = (table: LeadTable, slot: number): MessageInstance[] => [
  ...entryOf(table, slot).history,
  ...liveMessages(table, slot),
];

/**
 * Records an id not above the lead's highest: false when the lead already knows it. The set of ids
 * is built on first need and catches up with the messages logged since its last use.
 */
function addNewId(table: LeadTable, slot: number, id: number): boolean {
  const entry = entryOf(table, slot);
  const count = messageCountOf(table, slot);
  if (!entry.messageIds) entry.messageIds = new Set(collectMessages(table, slot).map((known) => known.id));
  else if (entry.messageIdsCount < count)
    for (const message of liveMessages(table, slot, count - entry.messageIdsCount))
      entry.messageIds.add(message.id);
  entry.messageIdsCount = count + 1;
  if (entry.messageIds.has(id)) {
    entry.messageIdsCount = count;
    return false;
  }
  entry.messageIds.add(id);
  return true;
}

/** Whether the lead does not know the message id yet; records it as known. */
export function isNewMessage(table: LeadTable, slot: number, id: number): boolean {
  const wide = slot * WIDE_ROW_WIDTH;
  // Ids come from a sequence: a higher id than any known is new, and the lead's entry is not read.
  if (id > (table.wideRows[wide] ?? -1)) {
    table.wideRows[wide] = id;
    return true;
  }
  return addNewId(table, slot, id);
}

/** Appends a new message to the log as the lead's last: its log index. */
export function appendToLog(table: LeadTable, slot: number, message: MessageInstance): number {
  const { rows, log } = table;
  const row = slot * ROW_WIDTH;
  const at = log.messages.length;
  log.previous.push(rows[row + LAST_LOGGED] ?? -1);
  log.messages.push(message);
  rows[row + LAST_LOGGED] = at;
  rows[row + MESSAGE_COUNT] = (rows[row + MESSAGE_COUNT] ?? 0) + 1;
  return at;
}

/** Appends a message unless its id is already known for the lead: its log index, or -1 for a duplicate. */
export const recordMessage = (table: LeadTable, slot: number, message: MessageInstance): number =>
  isNewMessage(table, slot, message.id) ? appendToLog(table, slot, message) : -1;

export const messageCountOf = (table: LeadTable, slot: number): number =>
  table.rows[slot * ROW_WIDTH + MESSAGE_COUNT] ?? 0;

export const unreadOf = (table: LeadTable, slot: number): number =>
  table.rows[slot * ROW_WIDTH + UNREAD] ?? 0;

/** Resets the lead's unread count to 0; its service and store counters drop by as much (never below 0). */
export function clearUnread(table: LeadTable, slot: number): void {
  const { rows, cells } = table;
  const row = slot * ROW_WIDTH;
  const unread = rows[row + UNREAD] ?? 0;
  if (unread <= 0) return;
  rows[row + UNREAD] = 0;
  for (const field of [SERVICE_CELL, STORE_CELL]) {
    const cell = cells[rows[row + field] ?? -1];
    if (cell) decrementUnread(cell, unread);
  }
}

/** The lead's last known message (the one a read goes up to). */
export function lastMessageOf(table: LeadTable, slot: number): MessageInstance | undefined {
  const at = table.rows[slot * ROW_WIDTH + LAST_LOGGED] ?? -1;
  const { history } = entryOf(table, slot);
  return at >= 0 ? table.log.messages[at] : history[history.length - 1];
}

/** Folds the log into the history, e.g. before a fetched history replaces it. */
export function settleHistory(table: LeadTable, slot: number, more: readonly MessageInstance[] = []): void {
  const entry = entryOf(table, slot);
  entry.history = uniqueById([...collectMessages(table, slot), ...more]);
  entry.messageIds = undefined;
  entry.messagesView = undefined;
  adoptHistory(table, slot, entry.history);
}

/** The lead as it stands now; the same object until the lead changes. */
export function entryLead(table: LeadTable, slot: number): Lead {
  const entry = entryOf(table, slot);
  const { rows, log } = table;
  const row = slot * ROW_WIDTH;
  const unread = rows[row + UNREAD] ?? 0;
  const inbound = rows[row + INBOUND] ?? 0;
  const received = rows[row + RECEIVED_LOGGED] ?? -1;
  const latest = rows[row + LATEST_LOGGED] ?? -1;
  const [viewUnread, viewInbound, viewReceived, viewLatest] = entry.viewNumbers;
  const current =
    viewUnread === unread && viewInbound === inbound && viewReceived === received && viewLatest === latest;
  if (entry.view && current) return entry.view;
  const { record } = entry;
  const untouched =
    received < 0 && latest < 0 && unread === record.totalUnreadCount && inbound === record.totalInboundCount;
  // A lead no real-time message changed is its record as listed: no copy (a 10,000-lead list's first read).
  entry.view = untouched
    ? record
    : {
        ...record,
        totalUnreadCount: unread,
        totalInboundCount: inbound,
        lastMessageReceivedDate:
          received >= 0 ? log.messages[received]?.createdOn : record.lastMessageReceivedDate,
        latestMessage: latest >= 0 ? (log.messages[latest] ?? null) : record.latestMessage,
      };
  entry.viewNumbers = [unread, inbound, received, latest];
  return entry.view;
}

/** The lead's messages, oldest first; the same array until a message is added. */
export function entryMessages(table: LeadTable, slot: number): readonly MessageInstance[] {
  const entry = entryOf(table, slot);
  if (entry.messagesView?.length !== messageCountOf(table, slot))
    entry.messagesView = collectMessages(table, slot);
  return entry.messagesView;
}
