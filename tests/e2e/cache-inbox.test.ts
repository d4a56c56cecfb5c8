import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { failureShot, launchChromium } from './support/browser.js';
import { filledStores, listedNames, settledNames } from './support/cache-browser-data.js';
import { signOutToken } from './support/public-api.js';
import { openChatBox, signInThroughPage, staffLeads, WAIT } from './support/staff-inbox.js';
import { signInByApi } from './support/api.js';

// Issue 14, first list 4: the browser database is written and read. The inbox renders from
// IndexedDB before the network answers, then refreshes in place; saved chats are kept; everything
// is cleared on sign-out and on a 401.
const LEADS_CALL = '**/api/future-service-interaction/custom-search**';
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
});

beforeEach(async (test) => {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  onTestFailed(async () => {
    await page?.screenshot({ path: failureShot(test.task.name) }).catch(() => undefined);
  });
  return async () => context.close();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const rows = () => page.getByRole('list', { name: 'Leads' }).getByRole('link');

describe('the inbox cache (spec 1 §3)', () => {
  it('shows the cached inbox while the leads call is held, then refreshes it in place', async () => {
    await signInThroughPage(page, app.url, 'office_manager@torque.demo');
    await expect.poll(() => rows().count(), WAIT).toBeGreaterThan(5);
    await expect.poll(() => filledStores(page), WAIT).toMatchObject({ inboxCache: 1 });
    const online = await settledNames(page);

    // Reload with the leads call held: the list comes from IndexedDB alone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    await page.route(LEADS_CALL, async (route: Route) => {
      calls.push(route.request().url());
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect.poll(() => listedNames(page), WAIT).toEqual(online);
    // The call was made and is still unanswered: these rows are IndexedDB's.
    expect(calls.length).toBeGreaterThan(0);

    // The network answers: the same rows, refreshed in place (no empty list in between).
    const answered = page.waitForResponse((response) => response.url().includes('/custom-search'));
    release();
    await answered;
    await page.unroute(LEADS_CALL);
    expect(await listedNames(page)).toEqual(online);
  });

  it('shows the cached inbox when the leads call fails outright', async () => {
    await signInThroughPage(page, app.url, 'office_manager@torque.demo');
    await expect.poll(() => filledStores(page), WAIT).toMatchObject({ inboxCache: 1 });
    const online = await settledNames(page);
    await page.route(LEADS_CALL, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect.poll(() => listedNames(page), WAIT).toEqual(online);
  });

  it('saves an opened conversation as a chat record and clears the whole database on sign-out', async () => {
    const token = await signInByApi(app.url, 'office_manager@torque.demo');
    const [lead] = await staffLeads(app.url, token);
    await signInThroughPage(page, app.url, 'office_manager@torque.demo');
    await openChatBox(page, lead!);
    await expect.poll(async () => (await filledStores(page)).savedChats, WAIT).toBe(1);
    expect((await filledStores(page)).inboxCache).toBeGreaterThanOrEqual(1);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login', WAIT);
    await expect.poll(() => filledStores(page), WAIT).toEqual({});
  });

  it('clears the database on a 401', async () => {
    await signInThroughPage(page, app.url, 'sales_rep@torque.demo');
    await expect.poll(() => filledStores(page), WAIT).toMatchObject({ inboxCache: 1 });
    const authToken = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { authToken?: string }).authToken,
    );
    expect(await signOutToken(app.url, authToken!)).toBe(200);
    await page.reload();
    await page.waitForURL('**/login', WAIT);
    await expect.poll(() => filledStores(page), WAIT).toEqual({});
  });
});
