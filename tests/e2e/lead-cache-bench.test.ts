import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { BENCH_GLOBAL, buildLeadCacheBenchBundle } from './support/bench-bundle.js';
import { launchChromium } from './support/browser.js';

// Caching 10,000 leads in Chromium's IndexedDB, on the running app's origin: DexieLeadCache.put
// against a raw IndexedDB bulk put of the same rows, in the same page. It prints the figures and
// their ratio (target at most 1.5x) and asserts only that both wrote every row: timings are not
// assertions. The Node figures come from `node packages/adapters/bench/lead-cache.bench.mjs`.
const LEADS = 10_000;

type BenchResult = {
  rows: number;
  dexieRowsWritten: number;
  rawRowsWritten: number;
};
type BenchGlobal = {
  benchLeads(count: number): unknown[];
  compareLeadCacheWrites(options: { leads: unknown[]; runs: number; warmups: number }): Promise<BenchResult>;
  formatComparison(result: BenchResult, environment: string): string;
};

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('caching 10,000 leads in Chromium', () => {
  it('prints DexieLeadCache.put against a raw IndexedDB bulk put of the same rows', async () => {
    const [bundle, page] = await Promise.all([buildLeadCacheBenchBundle(), browser.newPage()]);
    await page.goto(app.url);
    await page.addScriptTag({ content: bundle });
    const { result, report } = await page.evaluate(
      async ({ name, leads, version }) => {
        const bench = (window as unknown as Record<string, BenchGlobal>)[name] as BenchGlobal;
        const result = await bench.compareLeadCacheWrites({
          leads: bench.benchLeads(leads),
          runs: 5,
          warmups: 1,
        });
        return { result, report: bench.formatComparison(result, version) };
      },
      { name: BENCH_GLOBAL, leads: LEADS, version: `Chromium ${browser.version()}` },
    );
    console.log(report);
    expect(result.rows).toBe(LEADS);
    expect(result.dexieRowsWritten).toBe(LEADS);
    expect(result.rawRowsWritten).toBe(LEADS);
  });
});
