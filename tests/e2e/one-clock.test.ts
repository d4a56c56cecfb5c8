import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { signInByApi } from './support/api.js';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { failureShot, launchChromium } from './support/browser.js';
import { shootEveryWay } from './support/screenshots.js';
import { labelledTime } from './support/store-time.js';
import { markNoticesSeen, signInThroughPage, WAIT } from './support/staff-inbox.js';

// Issue 30, point 8 (one clock), in Chromium against the app as `npm start` runs it: a browser in
// Tokyo, a user of a New York store. The imports, dealer vault, data sync and DMS view screens show
// each time in the store's zone, labelled with it, never the browser's. Every expected time is the
// server's own timestamp of data this file created (or the seed's repair order), formatted here.
const SHOTS = process.env.CLOCK_SHOTS_DIR ?? '/tmp/one-clock-shots';
const EMAIL = 'super_user@torque.demo';
const BROWSER_ZONE = 'Asia/Tokyo';
const BROOKLYN = { id: 1, boc: 1, name: 'Torque Toyota of Brooklyn' };
const stamp = String(Date.now());
const FILE = `clock-${stamp}.csv`;

let app: RunningApp;
let browser: Browser;
let page: Page;
let token: string;
let storeZone: string;

const labelled = labelledTime;

const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${app.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
type Page_<T> = { data: T[] };

/** The cell of `row` that shows a time, which must read the store's time and not the browser's. */
async function expectStoreTime(row: Locator, iso: string): Promise<void> {
  const shown = labelled(iso, storeZone);
  await row.getByRole('cell', { name: shown, exact: true }).waitFor(WAIT);
  const browserTime = labelled(iso, BROWSER_ZONE).replace(/ \S+$/, '');
  expect(await row.textContent()).not.toContain(browserTime);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startApp({ env: {} });
  browser = await launchChromium();
  token = await signInByApi(app.url, EMAIL);
  const context = await browser.newContext({
    timezoneId: BROWSER_ZONE,
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
  await signInThroughPage(page, app.url, EMAIL);
  const login = await fetch(`${app.url}/user/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: 'torque-demo' }),
  });
  storeZone = ((await login.json()) as { officeTimeZone: string }).officeTimeZone;

  // A lead file (the imports list and the dealer vault) and a manual sync (the sync history).
  const form = new FormData();
  const csv =
    'First Name,Last Name,Phone,VIN,Make,Model,Year\nClock,Tester,12,1FTFW1E5CLOCK0001,Ford,F-150,2021\n';
  form.append('multipartFile', new Blob([csv], { type: 'text/csv' }), FILE);
  await api(
    `/api/list-of-customer-vehicle-lead/import?enterprise_id=1&boc_id_pk=${BROOKLYN.boc}&store_id_pk=${BROOKLYN.id}`,
    { method: 'POST', body: form },
  );
  await api('/api/sync/manual', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ enterpriseId: 1, storeId: BROOKLYN.id }),
  });
}, 300_000);

beforeEach(async (context) => {
  onTestFailed(async () => {
    await page?.screenshot({ path: failureShot(context.task.name) }).catch(() => undefined);
  });
  await markNoticesSeen(page);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
}, 60_000);

async function openSettings(id: string, title: string): Promise<void> {
  await page.goto(`${app.url}/settings/${id}`);
  await page.getByRole('tab', { name: title, selected: true }).waitFor(WAIT);
}

describe("one clock (issue 30): the store's time on a browser in another zone", () => {
  it('runs the browser in Tokyo for a New York store', async () => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
    expect(storeZone).toBe('America/New_York');
  });

  it("the imports screen shows a file's upload time in the store's zone", async () => {
    const batches = await api<Page_<{ fileName: string; uploadedOn: string }>>(
      '/api/list-of-customer-vehicle-lead/cv-leads-batchs?enterpriseId=1&page=0&size=50',
    );
    const batch = batches.data.find((one) => one.fileName === FILE)!;
    await page.goto(`${app.url}/imports`);
    const row = page
      .getByRole('table', { name: 'Imported files' })
      .getByRole('row')
      .filter({ hasText: FILE });
    await expectStoreTime(row, batch.uploadedOn);
    await shootEveryWay(page, `${SHOTS}/clock-imports`);
  });

  it("the dealer vault shows a delivery's time in the store's zone", async () => {
    const deliveries = await api<Page_<{ fileName: string; deliveredOn: string }>>(
      '/api/dealervault/deliveries?enterpriseId=1&page=0&size=50',
    );
    const delivery = deliveries.data.find((one) => one.fileName === FILE)!;
    await openSettings('dealer-vault', 'Dealer vault');
    const row = page
      .getByRole('table', { name: 'Dealer vault deliveries' })
      .getByRole('row')
      .filter({ hasText: FILE });
    await expectStoreTime(row, delivery.deliveredOn);
    await shootEveryWay(page, `${SHOTS}/clock-dealer-vault`);
  });

  it("the data sync history shows a sync's start in the store's zone", async () => {
    const history = await api<Page_<{ startedOn: string; storeId: number | null }>>(
      '/api/sync-history?enterpriseId=1&page=0&size=1',
    );
    const latest = history.data[0]!;
    expect(latest.storeId).toBe(BROOKLYN.id);
    await openSettings('data-sync', 'Data sync');
    const row = page.getByRole('table', { name: 'Sync history' }).getByRole('row').nth(1);
    await expectStoreTime(row, latest.startedOn);
    await shootEveryWay(page, `${SHOTS}/clock-data-sync`);
  });

  it("the DMS view shows a repair order's opening in the store's zone", async () => {
    const orders = await api<Page_<{ roNumber: string; openDate: string | null }>>(
      `/api/dms-view?store_id_pk=${BROOKLYN.id}&page=0&size=100`,
    );
    const order = orders.data.find((one) => one.openDate !== null)!;
    await openSettings('dms-view', 'DMS view');
    await page.getByRole('combobox', { name: 'Store' }).click();
    await page.getByRole('option', { name: BROOKLYN.name, exact: true }).click();
    const row = page
      .getByRole('table', { name: 'DMS repair orders' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: order.roNumber, exact: true }) });
    await expectStoreTime(row, order.openDate!);
    await shootEveryWay(page, `${SHOTS}/clock-dms-view`);
  });
});
