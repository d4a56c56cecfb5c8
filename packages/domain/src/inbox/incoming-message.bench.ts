/**
 * Benchmark of the real-time reducer (spec 1 §4): not a test, never a timed assertion. Run it with
 * `npm run bench` (packages/domain/bench/incoming-message.bench.mjs). Target: applying 1,000 messages
 * to a 100,000-lead inbox costs at most 10x applying them to the same leads held in plain Maps (the
 * baseline below), measured in the same run: the two take turns batch by batch (ABAB), and at the end
 * every lead's inbound count must agree between them (the same work, the same result).
 */
import type { IncomingItem } from '../conversation/incoming-item.schema.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';
import { leadId, sampleLead, sampleMessageInstance } from '../testing/samples.js';
import type { InboxLead } from './inbox-entry.js';
import { createInbox, type Inbox } from './inbox-state.js';
import { applyIncomingMessages } from './incoming-message.reducer.js';

// `performance` exists in browsers and Node; the domain's lib settings do not declare it.
declare const performance: { now(): number };

export const TARGET_RATIO = 10;
export const INBOX_LEADS = 100_000;
export const BATCH_SIZE = 1000;

/** Milliseconds of one batch, median and minimum: the reducer and the plain-Map baseline. */
export type BenchmarkFigures = {
  readonly scenario: string;
  readonly leads: number;
  readonly applyMs: number;
  readonly baselineMs: number;
  readonly applyMinMs: number;
  readonly baselineMinMs: number;
  readonly ratio: number;
};

const SERVICE_TYPES = ['OIL_CHANGE', 'SALES_THANKS', 'CHECK_UP'];

/** A pseudo-random sequence, so every run measures the same batches. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function inboxOf(size: number): Inbox {
  const template = sampleLead();
  const leads: InboxLead[] = [];
  for (let i = 1; i <= size; i++) {
    leads.push({
      ...template,
      id: leadId(i),
      plannedServiceType: SERVICE_TYPES[i % SERVICE_TYPES.length] ?? 'OIL_CHANGE',
      latestMessage: sampleMessageInstance({ id: i, jaguarFutureServiceInteractionId: i }),
      storeMaster: { ...template.storeMaster, id: i % 20 },
    });
  }
  return createInbox({
    leads,
    openChatBoxes: [leadId(1), leadId(2), leadId(3)],
    loadedServiceTabs: SERVICE_TYPES,
    context: { storeId: 3, enterpriseId: 5 },
  });
}

/**
 * Batches as the queue would drain them: 70 % customer replies, 3 % for leads not stored, 10 %
 * INTERNAL; messages for leads 1..pool; message ids follow the server's sequence.
 */
function batchMaker(pool: number, leads: number): () => IncomingItem[] {
  const next = random(1);
  const template = sampleMessageInstance();
  let messageId = 10_000_000;
  return () => {
    const batch: IncomingItem[] = [];
    for (let i = 0; i < BATCH_SIZE; i++) {
      const roll = next();
      const stored = roll < 0.97;
      const id = stored ? 1 + Math.floor(next() * pool) : leads + 1 + Math.floor(next() * 1000);
      const message: MessageInstance = {
        ...template,
        id: messageId++,
        jaguarFutureServiceInteractionId: id,
        direction: roll < 0.7 ? 'RECEIVED' : 'SEND',
        notificationType: roll < 0.7 ? 'MESSAGE_FROM_CUSTOMER' : 'MESSAGE_TO_CUSTOMER',
        messageType: roll > 0.9 ? 'INTERNAL' : 'SMS',
      };
      batch.push({ kind: 'message', leadId: leadId(id), message, serviceType: 'OIL_CHANGE' });
    }
    return batch;
  };
}

/**
 * The baseline, written without the inbox's code: the same leads held in a plain Map by lead id, each
 * with its newest message id, counts and a place in a top-first order. Each message of the batch is
 * looked up in that Map (the same random reads of a large inbox the reducer pays), skipped when its lead
 * is not there or it is not newer than the lead's newest (the bench's ids only grow), else its lead's
 * newest id, inbound count and unread count set and its lead stamped to the top. The same decisions per
 * message, none of the spec's finer rules.
 */
type PlainLead = { newest: number; inbound: number; unread: number; top: number; latest: number };
type PlainInbox = { readonly leads: Map<LeadId, PlainLead>; top: number };

function plainInboxOf(size: number): PlainInbox {
  const { totalInboundCount, totalUnreadCount } = sampleLead();
  const leads = new Map<LeadId, PlainLead>();
  for (let i = 1; i <= size; i++)
    leads.set(leadId(i), {
      newest: i,
      inbound: totalInboundCount,
      unread: totalUnreadCount,
      top: 0,
      latest: i,
    });
  return { leads, top: 0 };
}

function baseline(inbox: PlainInbox, batch: readonly IncomingItem[]): number {
  let applied = 0;
  for (const item of batch) {
    if (item.kind !== 'message') continue;
    const lead = inbox.leads.get(item.leadId);
    if (!lead || item.message.id <= lead.newest) continue;
    lead.newest = item.message.id;
    if (item.message.direction === 'RECEIVED') {
      lead.inbound++;
      lead.unread++;
    }
    if (item.message.messageType !== 'INTERNAL') lead.latest = item.message.id;
    lead.top = ++inbox.top;
    applied++;
  }
  return applied;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The two traffic shapes measured. */
export const SCENARIOS = {
  any: {
    title: 'messages for any lead (uniformly random: worst case for memory caches)',
    pool: (leads: number) => leads,
  },
  top: {
    title: 'messages for the 1,000 leads at the top (conversations under way)',
    pool: (_leads: number) => 1000,
  },
} as const;
export type ScenarioKey = keyof typeof SCENARIOS;

/** Leads whose inbound count differs between the reducer's inbox and the baseline's (none when both did the same). */
function disagreements(inbox: Inbox, plain: PlainInbox): number {
  let differ = 0;
  for (const [id, lead] of plain.leads) if (inbox.leads.get(id)?.inbound !== lead.inbound) differ++;
  return differ;
}

/**
 * One scenario: the median and minimum of `runs` batches after `warmUps`, the reducer and the baseline
 * taking turns to go first (ABAB), each on its own copy of the same inbox.
 */
export function measureScenario(
  key: ScenarioKey,
  { leads = INBOX_LEADS, runs = 301, warmUps = 200 } = {},
): BenchmarkFigures {
  const inbox = inboxOf(leads);
  const plain = plainInboxOf(leads);
  // A full collection when the runner allows it (node --expose-gc): building the inbox leaves garbage
  // that would otherwise be collected during the timed batches.
  (globalThis as { gc?: () => void }).gc?.();
  const nextBatch = batchMaker(SCENARIOS[key].pool(leads), leads);
  const times = { apply: [] as number[], baseline: [] as number[] };
  const timed = (work: () => number): [number, number] => {
    const started = performance.now();
    const value = work();
    return [value, performance.now() - started];
  };
  let sink = 0;
  for (let run = 0; run < warmUps + runs; run++) {
    const batch = nextBatch();
    const reducer = () => applyIncomingMessages(inbox, batch).effects.length;
    const bare = () => baseline(plain, batch);
    const [first, second] = run % 2 === 0 ? [bare, reducer] : [reducer, bare];
    const [a, firstMs] = timed(first);
    const [b, secondMs] = timed(second);
    sink += a + b;
    if (run < warmUps) continue;
    times.baseline.push(run % 2 === 0 ? firstMs : secondMs);
    times.apply.push(run % 2 === 0 ? secondMs : firstMs);
  }
  if (sink < 0) throw new Error('unreachable: keeps the work observable');
  const differ = disagreements(inbox, plain);
  if (differ > 0) throw new Error(`The baseline and the reducer disagree on ${differ} leads' inbound counts`);
  const applyMs = median(times.apply);
  const baselineMs = median(times.baseline);
  return {
    scenario: SCENARIOS[key].title,
    leads,
    applyMs,
    baselineMs,
    applyMinMs: Math.min(...times.apply),
    baselineMinMs: Math.min(...times.baseline),
    ratio: applyMs / baselineMs,
  };
}

const us = (ms: number): string => `${(ms * 1000).toFixed(1)} µs`;

export function formatFigures(f: BenchmarkFigures): string {
  const met = f.ratio <= TARGET_RATIO ? 'met' : 'NOT MET';
  return (
    `  ${f.leads.toLocaleString('en-US')} leads: apply ${us(f.applyMs)} (min ${us(f.applyMinMs)}), ` +
    `plain-Map baseline ${us(f.baselineMs)} (min ${us(f.baselineMinMs)}), ` +
    `ratio ${f.ratio.toFixed(2)}x (target ≤ ${TARGET_RATIO}x: ${met})`
  );
}

/** How a batch's cost grows from the smaller inbox to the larger: the reducer's and the baseline's. */
export function formatGrowth(small: BenchmarkFigures, large: BenchmarkFigures): string {
  const times = large.leads / small.leads;
  return (
    `  ${times}x the leads: apply grows ${(large.applyMs / small.applyMs).toFixed(2)}x, ` +
    `baseline ${(large.baselineMs / small.baselineMs).toFixed(2)}x`
  );
}
