/**
 * Benchmark of the real-time reducer (spec 1 §4): not a test, never a timed assertion. Run it with
 * `npm run bench` (packages/domain/bench/incoming-message.bench.mjs). Target: applying 1,000 messages
 * to a 100,000-lead inbox costs at most 10x a plain Map insert of the same messages, measured in the
 * same run (each batch timed right after its baseline, so both see the same machine conditions).
 */
import type { IncomingItem } from '../conversation/incoming-item.schema.js';
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

/** Medians in milliseconds of one batch: the reducer and the Map baseline. */
export type BenchmarkFigures = {
  readonly scenario: string;
  readonly leads: number;
  readonly applyMs: number;
  readonly baselineMs: number;
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

/** The baseline: the same messages set by id into a fresh Map. */
function baseline(batch: readonly IncomingItem[]): number {
  const byId = new Map<number, IncomingItem>();
  for (const item of batch) if (item.kind === 'message') byId.set(item.message.id, item);
  return byId.size;
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

/** One scenario: the medians of `runs` batches after `warmUps`, each batch timed after its baseline. */
export function measureScenario(
  key: ScenarioKey,
  { leads = INBOX_LEADS, runs = 301, warmUps = 200 } = {},
): BenchmarkFigures {
  const inbox = inboxOf(leads);
  // A full collection when the runner allows it (node --expose-gc): building the inbox leaves garbage
  // that would otherwise be collected during the timed batches.
  (globalThis as { gc?: () => void }).gc?.();
  const nextBatch = batchMaker(SCENARIOS[key].pool(leads), leads);
  const times = { apply: [] as number[], baseline: [] as number[] };
  let sink = 0;
  for (let run = 0; run < warmUps + runs; run++) {
    const batch = nextBatch();
    const t0 = performance.now();
    sink += baseline(batch);
    const t1 = performance.now();
    sink += applyIncomingMessages(inbox, batch).effects.length;
    const t2 = performance.now();
    if (run < warmUps) continue;
    times.baseline.push(t1 - t0);
    times.apply.push(t2 - t1);
  }
  if (sink < 0) throw new Error('unreachable: keeps the work observable');
  const applyMs = median(times.apply);
  const baselineMs = median(times.baseline);
  return { scenario: SCENARIOS[key].title, leads, applyMs, baselineMs, ratio: applyMs / baselineMs };
}

const us = (ms: number): string => `${(ms * 1000).toFixed(1)} µs`;

export function formatFigures(f: BenchmarkFigures): string {
  const met = f.ratio <= TARGET_RATIO ? 'met' : 'NOT MET';
  return (
    `${f.scenario}\n  ${f.leads.toLocaleString('en-US')} leads: apply ${us(f.applyMs)}, ` +
    `Map baseline ${us(f.baselineMs)}, ratio ${f.ratio.toFixed(2)}x (target ≤ ${TARGET_RATIO}x: ${met})`
  );
}
