import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import {
  conversationLength,
  searchLeads,
  signInByApi,
  textableLead,
  type LeadSummary,
} from './support/api.js';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { failureShot, launchChromium } from './support/browser.js';
import { signInThroughPage } from './support/staff-inbox.js';

// Issue 2's journey through every layer: a super user signs in, opens a lead's conversation and
// texts the customer, in real Chromium against the app started as `npm start` starts it. One app and
// one Chromium for the file; each test opens its own page and gets there itself, so any test runs alone.
/** The browser and the server are real, so give the page time to catch up. */
const WAIT = { timeout: 15_000, interval: 100 };
let app: RunningApp;
let browser: Browser;
let page: Page;
let apiToken: string;
let lead: LeadSummary;

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
  apiToken = await signInByApi(app.url, 'super_user@torque.demo');
  lead = textableLead(await searchLeads(app.url, apiToken));
});

beforeEach(async (context) => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  onTestFailed(async () => {
    await page?.screenshot({ path: failureShot(context.task.name) }).catch(() => undefined);
  });
});

afterEach(async () => {
  await page?.close();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const SUPER_USER = 'super_user@torque.demo';
const fullName = () => `${lead.customerMaster.firstName} ${lead.customerMaster.lastName}`;

/** Signed in, with the lead's conversation open at its own address. */
async function openConversation(): Promise<void> {
  await signInThroughPage(page, app.url, SUPER_USER);
  await page.goto(`${app.url}/leadmanager/${lead.id}`);
  await expect.poll(() => page.getByRole('heading', { name: fullName() }).isVisible(), WAIT).toBe(true);
}

describe('a super user texts a customer', () => {
  it('refuses a wrong password with a clear message', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-mail').fill(SUPER_USER);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Invalid e-mail or password.').isVisible(), WAIT).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs in and lands on the lead manager', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-mail').fill(SUPER_USER);
    await page.getByLabel('Password', { exact: true }).fill('torque-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/leadmanager');
    await expect
      .poll(() => page.getByRole('link', { name: /unread|\(\d{3}\)-\d{3}-\d{4}/ }).count(), WAIT)
      .toBeGreaterThan(0);
  });

  it('finds the lead by name and opens its conversation', async () => {
    await signInThroughPage(page, app.url, SUPER_USER);
    const { firstName, lastName } = lead.customerMaster;
    await page.getByPlaceholder('Search name, e-mail, phone or customer no.').fill(lastName);
    const row = page.getByRole('link', { name: new RegExp(`^${firstName} ${lastName}`) }).first();
    await row.click();
    await page.waitForURL(`**/leadmanager/${lead.id}`);
    await expect
      .poll(() => page.getByRole('heading', { name: `${firstName} ${lastName}` }).isVisible(), WAIT)
      .toBe(true);
  });

  it('sends nothing when the text is empty and says so', async () => {
    await openConversation();
    const before = await conversationLength(app.url, apiToken, lead.id);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Please Enter Message').isVisible(), WAIT).toBe(true);
    expect(await conversationLength(app.url, apiToken, lead.id)).toBe(before);
  });

  it('sends a text: Successfully Sent, the input clears, the new bubble shows its tick', async () => {
    await openConversation();
    const text = `Your vehicle is ready for pickup (${Date.now()})`;
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Successfully Sent').isVisible(), WAIT).toBe(true);
    expect(await message.inputValue()).toBe('');
    const bubble = page.getByRole('article').filter({ hasText: text });
    await expect.poll(() => bubble.count(), WAIT).toBe(1);
    const tick = bubble.getByRole('img', { name: /^(Sent|Delivered)$/ });
    await expect.poll(() => tick.count(), WAIT).toBe(1);
  });
});
