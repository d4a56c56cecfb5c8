import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { customerTexts } from './support/customer-phone.js';
import {
  markNoticesSeen,
  notice,
  openChatBox,
  phoneOf,
  quietTextableLeads,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';
import {
  rightClickSelection,
  shootBothSchemes,
  STAGES_SHOTS,
  vehicleRecordOf,
} from './support/stages-helpers.js';

// Issue 14, first list 5: Update mileage in the SMS right-click menu, in real Chromium against the app
// as `npm start` runs it — the numeric check with the spec's words, then the vehicle record update,
// and the new mileage on the lead at once (the conversation header's vehicle line and its history).
const RUN = Date.now().toString(36);
const NOT_NUMERIC = 'Selected text is not a Valid value, select a Numeric data.';
let app: RunningApp;
let page: Page;
let token: string;
let lead: StaffLead;

const staff = useStaffSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  mkdirSync(STAGES_SHOTS, { recursive: true });
  lead = quietTextableLeads(await staffLeads(app.url, token))[0]!;
});

describe('Update mileage from a customer text', () => {
  const text = `Odometer says 45,120 this morning (${RUN})`;

  it("refuses a selection that is not numeric with 'Selected text is not a Valid value, select a Numeric data.'", async () => {
    await customerTexts(app.url, await phoneOf(app.url, lead), text);
    const box = await openChatBox(page, lead);
    const bubble = box.getByRole('article', { name: /^Text message from / }).filter({ hasText: text });
    await bubble.waitFor(WAIT);

    await rightClickSelection(bubble, 'morning');
    await page.getByRole('menuitem', { name: 'Update mileage' }).click();
    await notice(page, NOT_NUMERIC).waitFor(WAIT);
    expect(await page.getByRole('dialog', { name: 'Update mileage' }).count()).toBe(0);
    expect((await vehicleRecordOf(app.url, token, lead.id)).history).toEqual([]);
  });

  it('records a numeric selection as the vehicle mileage and shows it on the lead at once', async () => {
    await markNoticesSeen(page);
    const box = await openChatBox(page, lead);
    const bubble = box.getByRole('article', { name: /^Text message from / }).filter({ hasText: text });
    await bubble.waitFor(WAIT);
    const mileage = box.getByRole('button', { name: 'Mileage history' });
    expect(await mileage.textContent()).not.toContain('45,120 mi');

    await rightClickSelection(bubble, '45,120');
    await page.getByRole('menuitem', { name: 'Update mileage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update mileage' });
    await dialog.getByText('45,120 mi').waitFor(WAIT);
    await dialog.getByLabel('Minder').fill('A1');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shootBothSchemes(page, 'mileage-confirm-1440x900');
    await dialog.getByRole('button', { name: 'Update mileage' }).click();

    await notice(page, 'Mileage Updated').waitFor(WAIT);
    await expect.poll(() => mileage.textContent(), WAIT).toContain('45,120 mi');
    expect(await vehicleRecordOf(app.url, token, lead.id)).toEqual({
      odometer: 45120,
      history: [expect.objectContaining({ mileage: 45120, minder: 'A1' })],
    });

    await mileage.click();
    const history = page.getByRole('dialog', { name: 'Mileage history' });
    await history.getByText('minder A1').waitFor(WAIT);
    expect(await history.textContent()).toContain('45,120 mi');
    await shootBothSchemes(page, 'mileage-history-1440x900');
    await page.keyboard.press('Escape');

    // After a reload the lead itself carries the new odometer.
    await page.reload();
    const again = await openChatBox(page, lead);
    await expect
      .poll(() => again.getByRole('button', { name: 'Mileage history' }).textContent(), WAIT)
      .toContain('45,120 mi');
    await page.setViewportSize({ width: 390, height: 844 });
    await shootBothSchemes(page, 'mileage-header-390x844');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

// Issue 30 point 4: stages follow the conversation. A customer's reply to a lead we texted moves it from
// Initiated to Responded, visibly in the open conversation's header (pushed live, no reload), and the
// lead status report (the screen's own endpoint) counts it under Responded instead of Initiated.
type StagedLead = StaffLead & { stage: string; storeMaster: { id: number } };
type StatusRow = { storeId: number; leads: number; notStarted: number; initiated: number; responded: number };

async function storeStatus(storeId: number): Promise<StatusRow> {
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${app.url}/api/report/leadStatusReport`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      enterpriseId: 1,
      bocIds: [],
      storeIds: [storeId],
      serviceTypes: [],
      startDate: day(-60),
      endDate: day(1),
    }),
  });
  expect(response.status).toBe(200);
  const rows = ((await response.json()) as { data: StatusRow[] }).data;
  return rows.find((row) => row.storeId === storeId)!;
}

describe('Stages follow the conversation', () => {
  it("moves a texted lead to Responded in the conversation header when the customer replies, and the report's counts follow", async () => {
    await markNoticesSeen(page);
    const leads = (await staffLeads(app.url, token)) as StagedLead[];
    const texted = (quietTextableLeads(leads) as StagedLead[]).find(
      (candidate) => candidate.stage === 'INITIATED' && candidate.id !== lead.id,
    )!;
    expect(texted, 'a demo lead we texted who has not answered').toBeDefined();
    const storeId = texted.storeMaster.id;
    const before = await storeStatus(storeId);

    const box = await openChatBox(page, texted);
    const stage = box.getByRole('button', { name: 'Lead stage' });
    await expect.poll(() => stage.textContent(), WAIT).toContain('Initiated');

    await customerTexts(app.url, await phoneOf(app.url, texted), `Sure, what times do you have? (${RUN})`);
    await box
      .getByRole('article', { name: /^Text message from / })
      .filter({ hasText: RUN })
      .first()
      .waitFor(WAIT);
    await expect.poll(() => stage.textContent(), WAIT).toContain('Responded');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shootBothSchemes(page, 'stage-responded-1440x900');
    await page.setViewportSize({ width: 390, height: 844 });
    await shootBothSchemes(page, 'stage-responded-390x844');
    await page.setViewportSize({ width: 1440, height: 900 });

    const after = await storeStatus(storeId);
    expect(after.responded).toBe(before.responded + 1);
    expect(after.initiated).toBe(before.initiated - 1);
    expect(after.leads).toBe(before.leads);
    // Not-started leads (never texted) are counted apart from Initiated, not inside it.
    expect(after.notStarted).toBeGreaterThan(0);
  });
});
