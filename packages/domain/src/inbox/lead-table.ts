import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { Lead, LeadId } from '../leads/lead.schema.js';
import { batchScratch, emptyLeadIndex, type BatchScratch, type LeadIndex } from './lead-index.js';
import type { UnreadCell } from './unread-counters.js';

/**
 * Real-time messages of every lead, in arrival order; `previous[i]` is the index of the same lead's
 * previous real-time message (-1 for none). Appending is a push, so its cost never depends on which
 * lead the message is for.
 */
export type MessageLog = { readonly messages: MessageInstance[]; readonly previous: number[] };

/** What the inbox keeps of a lead apart from its live numbers (see `LeadTable.rows`). */
export type InboxEntry = {
  readonly id: LeadId;
  /** The record as listed or fetched, updated by events; the live numbers in its row take precedence. */
  record: Lead;
  /** Messages known when the lead was stored, oldest first. */
  history: readonly MessageInstance[];
  /** Every known id, built when a lower id than the highest first arrives. */
  messageIds: Set<number> | undefined;
  /** How many of the lead's messages `messageIds` holds (it catches up on its next use). */
  messageIdsCount: number;
  /** The snapshot, and the row numbers it was made from; `view` is cleared when the record changes. */
  view: Lead | undefined;
  viewNumbers: readonly [unread: number, inbound: number, received: number, latest: number];
  messagesView: readonly MessageInstance[] | undefined;
};

/**
 * The inbox's leads, by slot (0, 1, 2, ... in the order they were stored). Owned and mutated by the
 * inbox's functions only.
 *
 * Every number a real-time message changes sits in the lead's row: 16 Int32 numbers (64 bytes, a
 * cache line), the first two read together as one Float64 (the highest message id, which may need 53
 * bits), with the lead's place in the top-first order (the table is the order's PlaceRows). Applying a
 * message reads and writes one row and nothing else of the lead, and the rows of 100,000 leads take
 * 6.4 MB where objects would take several times that. With messages for leads scattered over a large
 * inbox the memory reads are the cost, so this is what keeps a batch's cost from growing with the
 * inbox (see the reducer benchmark).
 */
export type LeadTable = {
  readonly index: LeadIndex;
  /** The rows as Int32 numbers, ROW_WIDTH per slot. */
  rows: Int32Array;
  /** The same memory as Float64 numbers, WIDE_ROW_WIDTH per slot; the first is the highest message id. */
  wideRows: Float64Array;
  /** Where the order finds a slot's place (PlaceRows). */
  readonly stride: typeof ROW_WIDTH;
  readonly offset: typeof PLACE;
  readonly entries: InboxEntry[];
  readonly log: MessageLog;
  readonly cells: UnreadCell[];
  readonly cellNumbers: Map<UnreadCell, number>;
  /** Reused by each batch for its leads' ids and slots (fresh arrays per batch cost allocations). */
  batch: BatchScratch;
};

export const ROW_WIDTH = 16;
/** In `wideRows`, at slot * WIDE_ROW_WIDTH: the highest known message id (-1 when none). */
export const WIDE_ROW_WIDTH = ROW_WIDTH / 2;
/** Log index of the lead's last real-time message, -1 for none. */
export const LAST_LOGGED = 2;
export const MESSAGE_COUNT = 3;
/** Log index of the latest non-INTERNAL message, -1 for the record's latestMessage. */
export const LATEST_LOGGED = 4;
/** Log index of the last RECEIVED message, -1 for the record's lastMessageReceivedDate. */
export const RECEIVED_LOGGED = 5;
export const INBOUND = 6;
export const UNREAD = 7;
/** The lead's place in the top-first order (inbox-order.ts). */
export const PLACE = 8;
/** The numbers (in `cells`) of the lead's service and store unread counters. */
export const SERVICE_CELL = 9;
export const STORE_CELL = 10;

const FIRST_SLOTS = 64;

export function emptyLeadTable(): LeadTable {
  const rows = new Int32Array(ROW_WIDTH * FIRST_SLOTS);
  return {
    index: emptyLeadIndex(),
    rows,
    wideRows: new Float64Array(rows.buffer),
    stride: ROW_WIDTH,
    offset: PLACE,
    entries: [],
    log: { messages: [], previous: [] },
    cells: [],
    cellNumbers: new Map(),
    batch: batchScratch(1024),
  };
}

/** A new slot with a zeroed row. */
export function newSlot(table: LeadTable, entry: InboxEntry): number {
  const slot = table.entries.length;
  if ((slot + 1) * ROW_WIDTH > table.rows.length) {
    const rows = new Int32Array(table.rows.length * 2);
    rows.set(table.rows);
    table.rows = rows;
    table.wideRows = new Float64Array(rows.buffer);
  }
  table.entries.push(entry);
  return slot;
}

/** The number of an unread counter cell, registered on first use. */
export function cellNumber(table: LeadTable, cell: UnreadCell): number {
  let number = table.cellNumbers.get(cell);
  if (number === undefined) {
    number = table.cells.length;
    table.cells.push(cell);
    table.cellNumbers.set(cell, number);
  }
  return number;
}
