import type { MessageInstance } from '../conversation/message-instance.schema.js';
import type { Lead, LeadId } from '../leads/lead.schema.js';
import { LISTED } from './inbox-order.js';
import { unreadCell, type UnreadCell, type UnreadCounters } from './unread-counters.js';

/** A lead as lists and fetches deliver it, optionally with the messages already known (spec 1 §3). */
export type InboxLead = Lead & { readonly messageInstances?: readonly MessageInstance[] };

/**
 * Real-time messages of every lead, in arrival order; `previous[i]` is the index of the same lead's
 * previous real-time message (-1 for none). Appending is a push, so its cost never depends on which
 * lead the message is for.
 */
export type MessageLog = { readonly messages: MessageInstance[]; readonly previous: number[] };

export type EntryCounters = {
  readonly unreadByService: UnreadCounters<string>;
  readonly unreadByStore: UnreadCounters<number>;
};

/**
 * One lead of the inbox, owned and mutated by the inbox's functions only. The fields the real-time
 * reducer changes live here, inline, so applying a message touches one object; `leadOf` and
 * `messagesOf` assemble snapshots that change identity only when the lead changes. Messages are
 * referred to by their index in the log (a small integer), so a fresh message is stored once, in the
 * log, and never written into the older entry objects: the garbage collector's cheapest path.
 */
export type InboxEntry = {
  readonly id: LeadId;
  /** The record as listed or fetched, updated by events; the live fields below take precedence. */
  record: Lead;
  unread: number;
  inbound: number;
  /** Log index of the last RECEIVED message, -1 for the record's lastMessageReceivedDate. */
  receivedLogged: number;
  /** Log index of the latest non-INTERNAL message, -1 for the record's latestMessage. */
  latestLogged: number;
  serviceCell: UnreadCell;
  storeCell: UnreadCell;
  /** Messages known when the lead was stored, oldest first. */
  history: readonly MessageInstance[];
  /** Index in the message log of the lead's last real-time message, -1 for none. */
  lastLogged: number;
  messageCount: number;
  /** The highest known message id: a higher id is new without a set look-up (ids come from a sequence). */
  maxMessageId: number;
  /** Every known id, built when a lower id first arrives and kept up to date from then on. */
  messageIds: Set<number> | undefined;
  /** Bumped on every change to this lead. */
  revision: number;
  view: Lead | undefined;
  viewRevision: number;
  messagesView: readonly MessageInstance[] | undefined;
  /** Where the lead sits in the top-first order (inbox-order.ts). */
  place: number;
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

/** A new entry with the lead's known messages (or its latest message) as its history. */
export function newEntry(lead: InboxLead, counters: EntryCounters): InboxEntry {
  const { messageInstances, ...record } = lead;
  const history = uniqueById(messageInstances ?? (record.latestMessage ? [record.latestMessage] : []));
  // Every field is set here, in one order, so all entries share one shape; the fields a real-time
  // message changes come first, so they share the fewest cache lines.
  return {
    maxMessageId: highestId(history),
    messageIds: undefined,
    messageCount: history.length,
    lastLogged: -1,
    latestLogged: -1,
    inbound: record.totalInboundCount,
    receivedLogged: -1,
    revision: 0,
    place: LISTED,
    unread: record.totalUnreadCount,
    serviceCell: unreadCell(counters.unreadByService, record.plannedServiceType),
    storeCell: unreadCell(counters.unreadByStore, record.storeMaster.id),
    id: lead.id,
    record,
    history,
    view: undefined,
    viewRevision: -1,
    messagesView: undefined,
  };
}

/** Takes a re-fetched record: its counts, its latest message and its counters' cells. */
export function adoptRecord(entry: InboxEntry, lead: InboxLead, counters: EntryCounters): void {
  const { messageInstances: _messages, ...record } = lead;
  entry.record = record;
  entry.unread = record.totalUnreadCount;
  entry.inbound = record.totalInboundCount;
  entry.receivedLogged = -1;
  entry.latestLogged = -1;
  entry.serviceCell = unreadCell(counters.unreadByService, record.plannedServiceType);
  entry.storeCell = unreadCell(counters.unreadByStore, record.storeMaster.id);
  entry.revision++;
}

/** The lead's messages, oldest first: its history, then its real-time messages from the log. */
function collectMessages(entry: InboxEntry, log: MessageLog): MessageInstance[] {
  const live: MessageInstance[] = [];
  for (let at = entry.lastLogged; at >= 0; at = log.previous[at] ?? -1) {
    const message = log.messages[at];
    if (message) live.push(message);
  }
  return [...entry.history, ...live.reverse()];
}

/** Appends a message unless its id is already known for the lead: its log index, or -1 for a duplicate. */
export function recordMessage(entry: InboxEntry, log: MessageLog, message: MessageInstance): number {
  if (message.id > entry.maxMessageId) {
    entry.maxMessageId = message.id;
    entry.messageIds?.add(message.id);
  } else {
    entry.messageIds ??= new Set(collectMessages(entry, log).map((known) => known.id));
    if (entry.messageIds.has(message.id)) return -1;
    entry.messageIds.add(message.id);
  }
  const at = log.messages.length;
  log.previous.push(entry.lastLogged);
  log.messages.push(message);
  entry.lastLogged = at;
  entry.messageCount++;
  return at;
}

/** The lead's last known message (the one a read goes up to). */
export const lastMessageOf = (entry: InboxEntry, log: MessageLog): MessageInstance | undefined =>
  entry.lastLogged >= 0 ? log.messages[entry.lastLogged] : entry.history[entry.history.length - 1];

/** Folds the log into the history, e.g. before a fetched history replaces it. */
export function settleHistory(
  entry: InboxEntry,
  log: MessageLog,
  more: readonly MessageInstance[] = [],
): void {
  entry.history = uniqueById([...collectMessages(entry, log), ...more]);
  entry.lastLogged = -1;
  entry.messageCount = entry.history.length;
  entry.maxMessageId = highestId(entry.history);
  entry.messageIds = undefined;
  entry.revision++;
}

/** The lead as it stands now; the same object until the lead changes. */
export function entryLead(entry: InboxEntry, log: MessageLog): Lead {
  if (!entry.view || entry.viewRevision !== entry.revision) {
    const { record, receivedLogged, latestLogged } = entry;
    const untouched =
      receivedLogged < 0 &&
      latestLogged < 0 &&
      entry.unread === record.totalUnreadCount &&
      entry.inbound === record.totalInboundCount;
    // A lead no real-time message changed is its record as listed: no copy (a 10,000-lead list's first read).
    entry.view = untouched
      ? record
      : {
          ...record,
          totalUnreadCount: entry.unread,
          totalInboundCount: entry.inbound,
          lastMessageReceivedDate:
            receivedLogged >= 0 ? log.messages[receivedLogged]?.createdOn : record.lastMessageReceivedDate,
          latestMessage: latestLogged >= 0 ? (log.messages[latestLogged] ?? null) : record.latestMessage,
        };
    entry.viewRevision = entry.revision;
  }
  return entry.view;
}

/** The lead's messages, oldest first; the same array until a message is added. */
export function entryMessages(entry: InboxEntry, log: MessageLog): readonly MessageInstance[] {
  if (entry.messagesView?.length !== entry.messageCount) entry.messagesView = collectMessages(entry, log);
  return entry.messagesView;
}
