import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import {
  chatBox,
  leadState,
  notice,
  openChatBox,
  SEARCH_PLACEHOLDER,
  leadRow,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 14 (customers): the Customer panel of the conversation header in real Chromium against the
// app as `npm start` runs it — an e-mail edited in the drawer is the lead's, and a vehicle the
// (simulated) DMS knows is attached.
const RUN = Date.now().toString(36);
let app: RunningApp;
let page: Page;
let token: string;
let lead: StaffLead;

const staff = useStaffSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  lead = (await staffLeads(app.url, token))[0]!;
});

async function openCustomerPanel(box: Locator): Promise<Locator> {
  await box.getByRole('button', { name: 'Customer', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Customer' });
  await drawer.waitFor(WAIT);
  return drawer;
}

describe('the Customer panel', () => {
  it("edits the customer's e-mail through the drawer, and the lead shows it", async () => {
    const email = `customer.${RUN}@example.com`;
    const drawer = await openCustomerPanel(await openChatBox(page, lead));
    // Each number shows what kind of line it is (looked up as the panel first shows it).
    await drawer
      .getByText(/^(Mobile|VoIP|Landline: cannot receive texts)$/)
      .first()
      .waitFor(WAIT);
    await drawer.getByLabel('E-mail').fill(email);
    await drawer.getByRole('button', { name: 'Save customer' }).click();
    await notice(page, 'Customer updated').waitFor(WAIT);

    const stored = (await leadState(app.url, token, lead.id)) as unknown as {
      customerMaster: { email: string };
    };
    expect(stored.customerMaster.email).toBe(email);

    // After a reload the lead list finds the lead by its new e-mail, and the lead's panel shows it.
    await page.reload();
    await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(email);
    await expect.poll(() => leadRow(page, lead).count(), WAIT).toBeGreaterThan(0);
    await leadRow(page, lead).first().click();
    await page.waitForURL(`**/leadmanager/${lead.id}`);
    const reopened = await openCustomerPanel(chatBox(page, lead));
    await expect.poll(() => reopened.getByLabel('E-mail').inputValue(), WAIT).toBe(email);
    await page.keyboard.press('Escape');
  });

  it('looks the customer up in the DMS and attaches the vehicle it knows', async () => {
    const drawer = await openCustomerPanel(await openChatBox(page, lead));
    await drawer.getByRole('list', { name: 'Vehicles', exact: true }).waitFor(WAIT);
    await drawer.getByRole('button', { name: 'Look up' }).click();
    const found = drawer.getByRole('list', { name: 'DMS vehicles' });
    await found.waitFor(WAIT);
    const attach = found.getByRole('button', { name: /^Attach / }).first();
    const vin = ((await attach.getAttribute('aria-label')) ?? '').replace('Attach ', '');
    await attach.click();
    await notice(page, 'Vehicle attached').waitFor(WAIT);
    await drawer.getByRole('list', { name: 'Vehicles', exact: true }).getByText(vin).waitFor(WAIT);
    await found.getByText('Attached').first().waitFor(WAIT);
    await page.keyboard.press('Escape');
  });
});
