import {
  toIncomingItem,
  type IncomingItem,
  type Lead,
  type MessageInstance,
  type RealtimeEvent,
} from '@torque/domain';
import {
  arbHtmlOfWords,
  arbLead,
  arbMessageInstance,
  leadId,
  sampleMessageInstance,
} from '@torque/domain/testing';
import * as fc from 'fast-check';
import { leadRowView } from '../src/features/lead-manager/lead-row-view';

/** What the bare list shows: the same text as a lead row (name, last message, time), worked out beforehand. */
/** What a row shows, worked out before the bare list mounts: the same text as the app's row. */
export type BareRow = {
  readonly id: number;
  readonly name: string;
  readonly preview: string;
  readonly time: string;
  readonly phone: string;
  readonly serviceType: string;
  readonly unread: number | null;
  readonly optedOut: boolean;
};

/** One burst: the events as the server pushes them, the queue's items, and the bare list's new rows. */
export type Burst = {
  readonly items: readonly IncomingItem[];
  /** Top-first, as the inbox orders them after the batch (the last message on top). */
  readonly bareRows: readonly BareRow[];
  readonly leadIds: readonly number[];
};

const SEED = 20_250_314;

/** `count` schema-valid leads from the domain's arbitraries (seeded), with distinct ids 1..count. */
export function benchLeads(count: number): Lead[] {
  const leads = fc.sample(arbLead(), { numRuns: count, seed: SEED });
  const messages = fc.sample(arbMessageInstance(), { numRuns: count, seed: SEED + 1 });
  return leads.map((lead, index) => {
    const id = index + 1;
    const message = messages[index];
    // Most leads have a conversation; every seventh has none yet, as in a real inbox.
    const latestMessage =
      id % 7 === 0 || !message
        ? null
        : { ...message, id: 500_000 + id, jaguarFutureServiceInteractionId: id };
    return { ...lead, id: leadId(id), latestMessage };
  });
}

export const bareRowOf = (lead: Lead): BareRow => {
  const { name, preview, time, phone, serviceType, unread, optedOut } = leadRowView(lead);
  return { id: lead.id, name, preview, time, phone, serviceType, unread, optedOut };
};

/** A small seeded generator, so every round of a run picks its own leads and both lists get the same. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `size` customers' texts for distinct random leads, mapped to queue items as the real-time feed does. */
export function benchBurst(leads: readonly Lead[], size: number, round: number): Burst {
  const random = randomSource(SEED + round);
  const picked = new Set<number>();
  while (picked.size < Math.min(size, leads.length)) picked.add(Math.floor(random() * leads.length));
  const bodies = fc.sample(arbHtmlOfWords(), { numRuns: picked.size, seed: SEED + round });
  const items: IncomingItem[] = [];
  const bareRows: BareRow[] = [];
  let index = 0;
  for (const at of picked) {
    const lead = leads[at];
    if (!lead) continue;
    const message: MessageInstance = sampleMessageInstance({
      id: 9_000_000 + round * 1_000 + index,
      jaguarFutureServiceInteractionId: lead.id,
      direction: 'RECEIVED',
      notificationType: 'MESSAGE_FROM_CUSTOMER',
      messageStatus: 'RECEIVED',
      content: bodies[index]?.html ?? '<p>Yes please</p>',
      createdOn: new Date(Date.UTC(2025, 2, 14, 14, index % 60)).toISOString(),
    });
    const event: RealtimeEvent = {
      id: String(round * 1_000 + index),
      type: 'MESSAGE_CREATED',
      leadId: lead.id,
      storeId: lead.storeMaster.id,
      serviceType: lead.plannedServiceType,
      message,
    };
    const item = toIncomingItem(event);
    if (item) items.push(item);
    // As the inbox shows the lead after the customer's text: the new message, one more unread.
    bareRows.unshift(
      bareRowOf({ ...lead, latestMessage: message, totalUnreadCount: lead.totalUnreadCount + 1 }),
    );
    index++;
  }
  return { items, bareRows, leadIds: bareRows.map((row) => row.id) };
}
