import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { Lead, LeadId } from '../leads/lead.schema.js';
import { arrivalAt, leadArrivals, logArrival, NO_ARRIVAL, type ArrivalLog } from './arrival-log.js';
import { LISTED } from './inbox-order.js';
import { unreadCell, type UnreadCell, type UnreadCounters } from './unread-counters.js';

/** A lead as lists and fetches deliver it, optionally with the messages already known (spec 1 §3). */
export type InboxLead = Lead & { readonly messageInstances?: readonly MessageInstance[] };

/**
 * What the inbox keeps of one lead: the record as listed or fetched, and what real-time messages
 * changed since (spec 1 §4). Owned and mutated by the inbox's functions only; readers get `leadOf`
 * and `messagesOf` snapshots.
 */
export type InboxEntry = {
  readonly id: LeadId;
  /** The record as listed or fetched, updated by events; the fields below take precedence. */
  record: Lead;
  /**
   * The unread counters of the lead's service type and store (spec 1 §4), held here so a message
   * counts without reading the record (a large object elsewhere in memory) or looking a counter up.
   */
  serviceCounter: UnreadCell;
  storeCounter: UnreadCell;
  unread: number;
  inbound: number;
  /**
   * In the arrival log: the newest non-INTERNAL real-time message and the newest received one;
   * NO_ARRIVAL while the record's latestMessage and lastMessageReceivedDate still stand.
   */
  latestArrival: number;
  receivedArrival: number;
  /** Messages known when the lead was stored (or last fetched), oldest first. */
  history: readonly MessageInstance[];
  /** The inbox's log of real-time messages, and this lead's newest one in it (arrival-log.ts). */
  readonly arrivals: ArrivalLog;
  newestArrival: number;
  /** How many real-time messages the lead has had since it was stored. */
  liveCount: number;
  /** The highest known message id (-1 for none): ids come from one sequence, so a higher one is new. */
  highestId: number;
  /** Every known message id; built the first time an id not above `highestId` arrives. */
  knownIds: Set<number> | undefined;
  /** The lead's place in the inbox's top-first order (inbox-order.ts). */
  place: number;
  /** The snapshots handed out, until the lead changes. */
  snapshot: Lead | undefined;
  messagesSnapshot: readonly MessageInstance[] | undefined;
};

function uniqueById(messages: readonly MessageInstance[]): MessageInstance[] {
  const seen = new Set<number>();
  return messages.filter((message) => !seen.has(message.id) && Boolean(seen.add(message.id)));
}

const highestIdOf = (messages: readonly MessageInstance[]): number =>
  messages.reduce((max, message) => Math.max(max, message.id), -1);

/** What an entry shares with the rest of its inbox: the unread counters and the arrival log. */
export type EntryCounters = {
  readonly unreadByService: UnreadCounters<string>;
  readonly unreadByStore: UnreadCounters<number>;
  readonly arrivals: ArrivalLog;
};

/** A lead to store, with its known messages (or its latest one) as its history. */
export function newEntry(lead: InboxLead, counters: EntryCounters): InboxEntry {
  const { messageInstances, ...record } = lead;
  const history = uniqueById(messageInstances ?? (record.latestMessage ? [record.latestMessage] : []));
  return {
    id: lead.id,
    record,
    serviceCounter: unreadCell(counters.unreadByService, record.plannedServiceType),
    storeCounter: unreadCell(counters.unreadByStore, record.storeMaster.id),
    unread: record.totalUnreadCount,
    inbound: record.totalInboundCount,
    latestArrival: NO_ARRIVAL,
    receivedArrival: NO_ARRIVAL,
    history,
    arrivals: counters.arrivals,
    newestArrival: NO_ARRIVAL,
    liveCount: 0,
    highestId: highestIdOf(history),
    knownIds: undefined,
    place: LISTED,
    snapshot: undefined,
    messagesSnapshot: undefined,
  };
}

/** The lead's real-time messages, oldest first. */
export const liveMessages = (entry: InboxEntry): MessageInstance[] =>
  leadArrivals(entry.arrivals, entry.newestArrival);

/** The lead's messages, oldest first: its history, then its real-time messages. */
const allMessages = (entry: InboxEntry): MessageInstance[] => [...entry.history, ...liveMessages(entry)];

export const messageCountOf = (entry: InboxEntry): number => entry.history.length + entry.liveCount;

/** The lead's last known message (the one a read goes up to). */
export const lastMessageOf = (entry: InboxEntry): MessageInstance | undefined =>
  arrivalAt(entry.arrivals, entry.newestArrival) ?? entry.history.at(-1);

/** Whether the lead does not know the message id yet (spec 1 §4: a duplicate is not added twice). */
function isNewMessage(entry: InboxEntry, id: number): boolean {
  if (id > entry.highestId) return true;
  entry.knownIds ??= new Set(allMessages(entry).map((message) => message.id));
  return !entry.knownIds.has(id);
}

/** Appends the message to the lead's list unless its id is already known: false for a duplicate. */
export function addMessage(entry: InboxEntry, message: MessageInstance): boolean {
  if (!isNewMessage(entry, message.id)) return false;
  entry.newestArrival = logArrival(entry.arrivals, message, entry.newestArrival);
  entry.liveCount++;
  entry.highestId = Math.max(entry.highestId, message.id);
  entry.knownIds?.add(message.id);
  entry.snapshot = undefined;
  entry.messagesSnapshot = undefined;
  return true;
}

/** Replaces the record (an event, a fetch); the lead's snapshot is made afresh. */
export function replaceRecord(entry: InboxEntry, record: Lead): void {
  entry.record = record;
  entry.snapshot = undefined;
}

/**
 * Takes a re-fetched lead: its record, counts and latest message, with the messages known so far and
 * the fetched ones as its history.
 */
export function adoptFetched(entry: InboxEntry, lead: InboxLead, counters: EntryCounters): void {
  const { messageInstances, ...record } = lead;
  const fetched = newEntry(
    {
      ...record,
      messageInstances: [...allMessages(entry), ...(messageInstances ?? [])],
    },
    counters,
  );
  Object.assign(entry, { ...fetched, place: entry.place });
}

/** The lead as it stands now; the same object until the lead changes. */
export function entryLead(entry: InboxEntry): Lead {
  if (entry.snapshot) return entry.snapshot;
  const { record, unread, inbound, arrivals } = entry;
  const latestMessage = arrivalAt(arrivals, entry.latestArrival);
  const lastReceivedOn = arrivalAt(arrivals, entry.receivedArrival)?.createdOn;
  const untouched =
    unread === record.totalUnreadCount &&
    inbound === record.totalInboundCount &&
    latestMessage === undefined &&
    lastReceivedOn === undefined;
  // A lead no real-time message changed is its record as listed: no copy.
  entry.snapshot = untouched
    ? record
    : {
        ...record,
        totalUnreadCount: unread,
        totalInboundCount: inbound,
        latestMessage: latestMessage ?? record.latestMessage,
        lastMessageReceivedDate: lastReceivedOn ?? record.lastMessageReceivedDate,
      };
  return entry.snapshot;
}

/** The lead's messages, oldest first; the same array until a message is added. */
export function entryMessages(entry: InboxEntry): readonly MessageInstance[] {
  entry.messagesSnapshot ??= allMessages(entry);
  return entry.messagesSnapshot;
}
