import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { signInByApi } from './support/api.js';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { failureShot, launchChromium } from './support/browser.js';
import { customerTexts } from './support/customer-phone.js';
import {
  leadRow,
  leadState,
  openChatBox,
  phoneOf,
  quietTextableLeads,
  rowUnread,
  SEARCH_PLACEHOLDER,
  signInThroughPage,
  staffLeads,
  WAIT,
} from './support/staff-inbox.js';

// Issue 14, second list 2: a super user's read state sticks (no store context, so spec 1 §4 sends no
// store read; the read is kept for the user), and the All tab's total follows texts live.
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

const allTabUnread = async () => {
  const name = (await page.getByRole('tab', { name: /^All\b/ }).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread/.exec(name)?.[1] ?? 0);
};

describe("a super user's read state", () => {
  it('stays read after a reload, while the store still has it unread', async () => {
    const token = await signInByApi(app.url, 'super_user@torque.demo');
    const lead = (await staffLeads(app.url, token)).find((candidate) => candidate.totalUnreadCount > 0);
    if (!lead) throw new Error('no unread lead in the demo');
    await signInThroughPage(page, app.url, 'super_user@torque.demo');
    const read = page.waitForResponse(
      (response) => response.url().includes('/svc-message-instance/read') && response.status() === 200,
    );
    await openChatBox(page, lead);
    await read;
    await expect.poll(() => rowUnread(leadRow(page, lead).first()), WAIT).toBe(0);

    await page.goto(`${app.url}/leadmanager`);
    await page
      .getByPlaceholder(SEARCH_PLACEHOLDER)
      .fill(`${lead.customerMaster.firstName} ${lead.customerMaster.lastName}`);
    await leadRow(page, lead).first().waitFor(WAIT);
    // The inbox may show its IndexedDB copy first; the server's answer then has the row read.
    await expect.poll(() => rowUnread(leadRow(page, lead).first()), WAIT).toBe(0);
    expect((await leadState(app.url, token, lead.id)).totalUnreadCount).toBe(0);
    // Kept for this user alone: another user without a store still has it unread.
    const admin = await signInByApi(app.url, 'super_data_admin@torque.demo');
    expect((await leadState(app.url, admin, lead.id)).totalUnreadCount).toBe(lead.totalUnreadCount);
  });

  it("updates the All tab's total live when a customer texts in", async () => {
    const token = await signInByApi(app.url, 'super_user@torque.demo');
    const [lead] = quietTextableLeads(await staffLeads(app.url, token)).slice(-1);
    if (!lead) throw new Error('no quiet textable lead in the demo');
    await signInThroughPage(page, app.url, 'super_user@torque.demo');
    // The lead is further down than the first page: its text fetches it to the top (spec 1 §4).
    await expect
      .poll(() => page.getByRole('list', { name: 'Leads' }).getByRole('link').count(), WAIT)
      .toBeGreaterThan(0);
    await expect.poll(allTabUnread, WAIT).toBeGreaterThan(0);
    const before = await allTabUnread();

    await customerTexts(app.url, await phoneOf(app.url, lead), 'Is my car ready yet?');
    await expect.poll(allTabUnread, WAIT).toBe(before + 1);
    await expect.poll(() => rowUnread(leadRow(page, lead).first()), WAIT).toBe(1);
  });
});
