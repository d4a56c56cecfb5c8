import type { Lead } from '@torque/domain';
import { DexieLeadCache } from '../src/idb/dexie-lead-cache.js';
import { TorqueDb } from '../src/idb/torque-db.js';

export const BENCH_SERVICE_TYPE = 'OIL_CHANGE';

export type ComparisonOptions = {
  readonly leads: readonly Lead[];
  /** Timed runs of each; the median is reported. */
  readonly runs: number;
  /** Untimed runs first (JIT, IndexedDB start-up). */
  readonly warmups: number;
};

export type ComparisonResult = {
  readonly rows: number;
  readonly dexieMs: number;
  readonly rawMs: number;
  /** dexieMs / rawMs: the cost of DexieLeadCache over the plainest IndexedDB write. */
  readonly ratio: number;
  readonly dexieRuns: readonly number[];
  readonly rawRuns: readonly number[];
  readonly dexieRowsWritten: number;
  readonly rawRowsWritten: number;
};

const RAW_DB = 'torque-bench-raw';
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const done = (request: IDBRequest | IDBOpenDBRequest): Promise<unknown> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const committed = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });

/** The baseline: the same store shape as the Dexie one (keyPath id, index cachedAt) and a timestamps store. */
async function openRawDb(): Promise<IDBDatabase> {
  await done(indexedDB.deleteDatabase(RAW_DB));
  const request = indexedDB.open(RAW_DB, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore('leads', { keyPath: 'id' }).createIndex('cachedAt', 'cachedAt');
    db.createObjectStore('timestamps', { keyPath: 'serviceType' });
  };
  return (await done(request)) as IDBDatabase;
}

/** The same rows as DexieLeadCache writes (lead + cachedAt), put in one transaction without waiting on each. */
async function rawPut(db: IDBDatabase, leads: readonly Lead[]): Promise<void> {
  const cachedAt = Date.now();
  const tx = db.transaction(['leads', 'timestamps'], 'readwrite');
  const store = tx.objectStore('leads');
  for (const lead of leads) store.put({ ...lead, cachedAt });
  tx.objectStore('timestamps').put({ serviceType: BENCH_SERVICE_TYPE, fetchedAt: cachedAt });
  await committed(tx);
}

async function rawClearAndCount(db: IDBDatabase, clear: boolean): Promise<number> {
  const tx = db.transaction('leads', 'readwrite');
  const count = done(tx.objectStore('leads').count());
  if (clear) tx.objectStore('leads').clear();
  await committed(tx);
  return (await count) as number;
}

/**
 * Times DexieLeadCache.put against a raw IndexedDB bulk put of the same rows, alternating the two
 * so both see the same machine state; each run starts from an empty store. Uses the global
 * indexedDB (fake-indexeddb in Node, the browser's own in Chromium).
 */
export async function compareLeadCacheWrites(options: ComparisonOptions): Promise<ComparisonResult> {
  const dexieDb = new TorqueDb('torque-bench-dexie');
  await dexieDb.delete();
  await dexieDb.open();
  const cache = new DexieLeadCache(dexieDb);
  const table = dexieDb.leadsOf(BENCH_SERVICE_TYPE);
  const rawDb = await openRawDb();
  const dexieRuns: number[] = [];
  const rawRuns: number[] = [];
  let dexieRowsWritten = 0;
  let rawRowsWritten = 0;
  try {
    for (let run = 0; run < options.warmups + options.runs; run++) {
      const timed = run >= options.warmups;
      await table.clear();
      let start = performance.now();
      await cache.put(BENCH_SERVICE_TYPE, options.leads);
      if (timed) dexieRuns.push(performance.now() - start);
      dexieRowsWritten = await table.count();

      await rawClearAndCount(rawDb, true);
      start = performance.now();
      await rawPut(rawDb, options.leads);
      if (timed) rawRuns.push(performance.now() - start);
      rawRowsWritten = await rawClearAndCount(rawDb, false);
    }
  } finally {
    rawDb.close();
    await done(indexedDB.deleteDatabase(RAW_DB));
    await dexieDb.delete();
  }
  const dexieMs = median(dexieRuns);
  const rawMs = median(rawRuns);
  return {
    rows: options.leads.length,
    dexieMs,
    rawMs,
    ratio: dexieMs / rawMs,
    dexieRuns,
    rawRuns,
    dexieRowsWritten,
    rawRowsWritten,
  };
}

/** DexieLeadCache.put may take at most this many times a raw IndexedDB bulk put of the same rows. */
export const LEAD_CACHE_TARGET_RATIO = 1.5;

export function formatComparison(result: ComparisonResult, environment: string): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `Lead cache, ${result.rows.toLocaleString('en-US')} leads, ${environment} (median of ${result.dexieRuns.length} runs)`,
    `  DexieLeadCache.put      ${ms(result.dexieMs)}  runs: ${result.dexieRuns.map(ms).join(', ')}`,
    `  raw IndexedDB bulk put  ${ms(result.rawMs)}  runs: ${result.rawRuns.map(ms).join(', ')}`,
    `  ratio                   ${result.ratio.toFixed(2)}x (target at most ${LEAD_CACHE_TARGET_RATIO}x: ${
      result.ratio <= LEAD_CACHE_TARGET_RATIO ? 'met' : 'NOT MET'
    })`,
    `  rows written            Dexie ${result.dexieRowsWritten}, raw ${result.rawRowsWritten} of ${result.rows}`,
  ].join('\n');
}
