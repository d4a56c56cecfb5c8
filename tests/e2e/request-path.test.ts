import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { failureShot, launchChromium } from './support/browser.js';

// Issue 32 point 1, the lean request path, in Chromium: the app (its page and assets now held in
// memory) loads and works, and although the server answers sessions from memory, a token signed out
// in the browser is refused at once.
const WAIT = { timeout: 15_000, interval: 100 };
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/torque-e2e-shots';
let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const storesWith = async (token: string) =>
  (await fetch(`${app.url}/api/enterprise/1/store`, { headers: { authorization: `Bearer ${token}` } }))
    .status;

describe('the lean request path', () => {
  it('refuses the token at once when the person signs out, though the server had it cached', async () => {
    onTestFailed(async () => {
      await page.screenshot({ path: failureShot('request-path-sign-out') }).catch(() => undefined);
    });
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-mail').fill('sales_rep@torque.demo');
    await page.getByLabel('Password', { exact: true }).fill('torque-demo');
    const login = page.waitForResponse((response) => response.url().endsWith('/user/v2/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const token = ((await (await login).json()) as { authToken: string }).authToken;
    await page.waitForURL('**/leadmanager', WAIT);
    await page.getByRole('list', { name: 'Leads' }).waitFor(WAIT);
    await page.screenshot({ path: `${SHOTS}/request-path-leadmanager.png` });
    // The lead list's calls and this one are answered from the session cache now.
    expect(await storesWith(token)).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login', WAIT);
    expect(await storesWith(token)).toBe(401);
    await page.screenshot({ path: `${SHOTS}/request-path-signed-out.png` });
  });
});
