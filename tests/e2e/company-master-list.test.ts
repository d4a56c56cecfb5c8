import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { launchChromium } from './support/browser.js';
import { shootEveryWay } from './support/screenshots.js';
import { markNoticesSeen, notice, WAIT } from './support/staff-inbox.js';

// Issue 20 (enterprises and stores) in Chromium against the app as `npm start` runs it: the super admin
// lands on the company master list with the company list showing and creates a store that the Stores
// tab then lists; a logo that is not an image is refused with the server's plain message; the
// enterprise admin (employee level ENTERPRISE, no tenant) lands on their enterprise's company view.
// Set TORQUE_SHOTS_DIR to keep screenshots (1440 and 390, light and dark).
const SHOTS = process.env['TORQUE_SHOTS_DIR'];
let app: RunningApp;
let browser: Browser;
let page: Page;

const stamp = String(Date.now());
const storeCode = `E2E${stamp.slice(-6)}`;
const storeName = `Torque Kia ${stamp.slice(-4)}`;
// 469-5xx-xxxx: a Dallas number, different every run.
const storePhone = `(469) 5${stamp.slice(-8, -6)}-${stamp.slice(-6, -2)}`;

async function signIn(target: Page, email: string): Promise<void> {
  await target.goto(`${app.url}/login`);
  await target.getByLabel('E-mail').fill(email);
  await target.getByLabel('Password', { exact: true }).fill('torque-demo');
  await target.getByRole('button', { name: 'Sign in' }).click();
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
});
beforeEach(async () => {
  if (page.url().startsWith('http')) await markNoticesSeen(page);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the company master list and enterprises (issue 20)', () => {
  it('lands the super admin on the company master list with the company list showing', async () => {
    await signIn(page, 'super_admin@torque.demo');
    await page.waitForURL('**/CompanyMasterList', WAIT);
    await page.getByRole('heading', { level: 1, name: 'Company master list' }).waitFor(WAIT);
    await page.getByRole('tab', { name: 'Company list', selected: true }).waitFor(WAIT);
    const enterprises = page.getByRole('table', { name: 'Enterprises' });
    await enterprises.getByRole('button', { name: 'Torque Motor Group' }).waitFor(WAIT);
    if (SHOTS) await shootEveryWay(page, `${SHOTS}/company-list`);
  });

  it('creates a store and finds it in the Stores tab, its zone shown as the server derives it', async () => {
    await page.getByRole('tab', { name: 'Stores' }).click();
    await page.getByRole('table', { name: 'Stores' }).getByText('ST1001').waitFor(WAIT);
    await page.getByRole('button', { name: 'Create store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create store' });
    await dialog.getByLabel('Store name').fill(storeName);
    await dialog.getByLabel('Store code').fill(storeCode.toLowerCase());
    await dialog.getByLabel('Brand').fill('Kia');
    await dialog.getByRole('combobox', { name: 'BOC' }).click();
    await page.getByRole('option', { name: 'BOC001 East Region BOC' }).click();
    await dialog.getByRole('combobox', { name: 'Office time zone' }).fill('America/Chicago');
    await page.getByRole('option', { name: 'America/Chicago', exact: true }).click();
    await dialog.getByText('Shown as GMT-06:00').waitFor(WAIT);
    await dialog.getByLabel('Phone number').fill(storePhone);
    if (SHOTS) await shootEveryWay(page, `${SHOTS}/store-dialog`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'Successfully Added').waitFor(WAIT);
    const row = page.getByRole('table', { name: 'Stores' }).getByRole('row').filter({ hasText: storeCode });
    await row.waitFor(WAIT);
    expect(await row.textContent()).toContain(`${storeName}KiaEast Region BOCAmerica/Chicago (GMT-06:00)`);
    if (SHOTS) await shootEveryWay(page, `${SHOTS}/stores`, { fullPage: true });

    // The same number again is refused with a plain message and nothing is added.
    await markNoticesSeen(page);
    await page.getByRole('button', { name: 'Create store' }).click();
    const again = page.getByRole('dialog', { name: 'Create store' });
    await again.getByLabel('Store name').fill('Second store');
    await again.getByLabel('Store code').fill(`${storeCode}B`);
    await again.getByLabel('Brand').fill('Kia');
    await again.getByRole('combobox', { name: 'BOC' }).click();
    await page.getByRole('option', { name: 'BOC001 East Region BOC' }).click();
    await again.getByRole('combobox', { name: 'Office time zone' }).fill('America/Denver');
    await page.getByRole('option', { name: 'America/Denver', exact: true }).click();
    await again.getByLabel('Phone number').fill(storePhone);
    await again.getByRole('button', { name: 'Save' }).click();
    await notice(
      page,
      `Another store already uses the phone number +1${storePhone.replace(/\D/g, '')}.`,
    ).waitFor(WAIT);
    await again.getByRole('button', { name: 'Cancel' }).click();
  });

  it('refuses a logo that is not an image with its message, on /enterprise', async () => {
    await page.goto(`${app.url}/enterprise`);
    await page.getByRole('heading', { level: 1, name: 'Enterprises' }).waitFor(WAIT);
    const card = page.getByRole('region', { name: 'Torque Motor Group' });
    await card.getByText('No logo yet').waitFor(WAIT);
    if (SHOTS) await shootEveryWay(page, `${SHOTS}/enterprises`, { fullPage: true });
    await markNoticesSeen(page);
    await card.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await notice(page, 'The logo must be a PNG, JPEG, GIF or WebP image.').waitFor(WAIT);
    await card.getByText('No logo yet').waitFor(WAIT);
  });

  it("lands the enterprise admin on their enterprise's company view", async () => {
    const adminPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(adminPage, 'enterprise_admin@torque.demo');
    await adminPage.waitForURL('**/CompanyMasterList?enterprise=1', WAIT);
    await adminPage.getByRole('heading', { level: 2, name: 'Torque Motor Group' }).waitFor(WAIT);
    await adminPage.getByText(/^BOC001 East Region BOC: \d+ stores$/).waitFor(WAIT);
    await adminPage.getByRole('table', { name: 'Stores' }).getByText(storeCode).waitFor(WAIT);
    // Enterprises are the platform's to create: the enterprise admin is not offered it.
    expect(await adminPage.getByRole('button', { name: 'Create enterprise' }).count()).toBe(0);
    if (SHOTS) await shootEveryWay(adminPage, `${SHOTS}/company-view`, { fullPage: true });
    await adminPage.close();
  });
});
