// Node: fake-indexeddb stands in for the browser's IndexedDB (Chromium: lead-cache-chromium.bench.mjs).
import 'fake-indexeddb/auto';
import { benchLeads } from './bench-leads.js';
import { compareLeadCacheWrites, formatComparison, type ComparisonResult } from './lead-cache-comparison.js';

export async function runLeadCacheBenchmark(
  count = 10_000,
  runs = 5,
  warmups = 1,
): Promise<ComparisonResult> {
  return compareLeadCacheWrites({ leads: benchLeads(count), runs, warmups });
}

export { formatComparison };
