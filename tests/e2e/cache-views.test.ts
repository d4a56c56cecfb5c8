import { LEAD_MANAGER_VIEWS } from '@torque/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { launchChromium } from './support/browser.js';
import { listedNames } from './support/cache-browser-data.js';
import { signInThroughPage, WAIT } from './support/staff-inbox.js';

// Issue 14, first list 8: the demo data shows what every one of the lead manager's fifteen views is
// for. Each view lists leads in Chromium, and the five that were empty list the leads they name.
// Set CACHE_SHOTS to a directory to keep a screenshot of each view (never committed).
const SHOTS = process.env['CACHE_SHOTS'];
let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInThroughPage(page, app.url, 'super_user@torque.demo');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const leadCount = async () => {
  const label = page.getByText(/^[\d,]+ leads?$/).first();
  await label.waitFor(WAIT);
  return Number(((await label.textContent()) ?? '').replace(/\D/g, ''));
};

describe('the demo data of the lead views', () => {
  it.each(LEAD_MANAGER_VIEWS.map((view) => [view.title, view.path] as const))(
    '%s lists leads',
    async (title, path) => {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
      await expect
        .poll(() => page.getByRole('list', { name: 'Leads' }).getByRole('link').count(), WAIT)
        .toBeGreaterThan(0);
      const count = await leadCount();
      expect(count).toBeGreaterThan(0);
      console.info(`${title}: ${count} leads, first ${(await listedNames(page)).slice(0, 3).join('; ')}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/view-${path.split('/').pop()}.png` });
    },
  );

  it('hands off to the GM: the first GM hand-off shows the hand-off notice in its conversation', async () => {
    await page.goto(`${app.url}/leadmanager/gm-handoff`);
    const first = page.getByRole('list', { name: 'Leads' }).getByRole('link').first();
    await first.click();
    const box = page.getByRole('region', { name: /^Chat with / }).first();
    await box.getByRole('log', { name: 'Messages' }).waitFor(WAIT);
    await expect.poll(() => box.getByText(/hand-off/i).count(), WAIT).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gm-handoff-open.png` });
  });
});
