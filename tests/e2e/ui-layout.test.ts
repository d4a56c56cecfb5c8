import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { boxOf, hitAtCentre, overlaps, textIsCut } from './support/layout-geometry.js';
import {
  chatBox,
  fullName,
  leadRow,
  notice,
  openChatBox,
  SEARCH_PLACEHOLDER,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 14, what broke trust 7, 8 and 10, in real Chromium at 1440 x 900 against the app as
// `npm start` runs it: dropdowns in modals, three chat boxes with the sidebar open and collapsed,
// and a notification beside the Sign out button.
const staff = useStaffSession();
let app: RunningApp;
let leads: StaffLead[];
/** The three customers with the longest names: the hardest headers to lay out. */
let longest: StaffLead[];

beforeAll(async () => {
  app = staff.app;
  leads = await staffLeads(app.url, staff.token);
  const byName = new Map(leads.map((lead) => [fullName(lead), lead]));
  longest = [...byName.values()].sort((a, b) => fullName(b).length - fullName(a).length).slice(0, 3);
});

const navigation = () => staff.page.locator('#staff-navigation');

/** The conversation header of a chat box: its customer name heading, badges and controls. */
async function headerParts(box: Locator) {
  const heading = box.getByRole('heading', { level: 2 });
  // The nearest element holding both the name and the Options button is the header.
  const header = heading.locator('xpath=ancestor::div[.//button[@aria-label="Options"]][1]');
  // A narrow box leaves the service badge out (it is on the lead's row): only the shown ones count.
  const badges = await header.locator('.mantine-Badge-root:visible').all();
  return { heading, header, badges, options: header.getByRole('button', { name: 'Options' }) };
}

/** Opens a customer's conversation from the list (a customer may have several leads: any of them). */
async function openCustomer(lead: StaffLead): Promise<void> {
  await staff.page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(fullName(lead));
  const rows = staff.page.getByRole('list', { name: 'Leads' }).getByRole('link');
  const settled = async () => {
    const shown = await rows.count();
    return shown > 0 && shown === (await leadRow(staff.page, lead).count());
  };
  await expect.poll(settled, WAIT).toBe(true);
  await leadRow(staff.page, lead).first().click();
  await chatBox(staff.page, lead).getByRole('log', { name: 'Messages' }).waitFor(WAIT);
}

async function expectReadableHeaders() {
  for (const lead of longest) {
    const box = chatBox(staff.page, lead);
    const { heading, badges, options } = await headerParts(box);
    await heading.waitFor(WAIT);
    expect(await heading.textContent()).toBe(fullName(lead));
    // The whole name is shown (it may wrap), never cut to an ellipsis.
    expect(await textIsCut(heading)).toBe(false);
    const parts = [await boxOf(heading), await boxOf(options), ...(await Promise.all(badges.map(boxOf)))];
    for (const [i, a] of parts.entries())
      for (const b of parts.slice(i + 1))
        expect(overlaps(a, b), `${fullName(lead)}: parts overlap`).toBe(false);
    // Inside its own box.
    const area = await boxOf(box);
    for (const part of parts) expect(part.x + part.width).toBeLessThanOrEqual(area.x + area.width + 0.5);
  }
}

describe('dropdowns inside modals (trust 7)', () => {
  it('Action Intents shows all nine intents and the hour list its hours, none clipped by the modal', async () => {
    const lead = leads.find((candidate) => !longest.includes(candidate))!;
    const box = await openChatBox(staff.page, lead);
    const menu = box.getByRole('button', { name: 'Message options' }).last();
    await menu.waitFor(WAIT);

    await menu.click();
    await staff.page.getByRole('menuitem', { name: 'Action Intents', exact: true }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Action Intents' });
    await dialog.getByRole('combobox', { name: 'Intent' }).click();
    const intents = staff.page.getByRole('listbox').getByRole('option');
    await expect.poll(() => intents.count(), WAIT).toBe(9);
    for (const option of await intents.all()) expect(await hitAtCentre(option)).toBe(true);
    await staff.page.keyboard.press('Escape');
    await staff.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', ...WAIT });

    await menu.click();
    await staff.page.getByRole('menuitem', { name: 'Set Response Time', exact: true }).click();
    const timeDialog = staff.page.getByRole('dialog', { name: 'Set Response Time' });
    await timeDialog.getByRole('combobox', { name: 'Hour' }).click();
    const hours = staff.page.getByRole('listbox').getByRole('option');
    await expect.poll(() => hours.count(), WAIT).toBe(12);
    // The list reaches below the modal's body: it is not cut at the modal's edge.
    const modal = await boxOf(timeDialog);
    const list = await boxOf(staff.page.getByRole('listbox'));
    expect(list.y + list.height).toBeGreaterThan(modal.y + modal.height);
    for (const hour of await hours.all()) {
      await hour.scrollIntoViewIfNeeded();
      expect(await hitAtCentre(hour), `hour ${await hour.textContent()}`).toBe(true);
    }
    await staff.page.getByRole('listbox').getByRole('option', { name: '9', exact: true }).click();
    expect(await timeDialog.getByRole('combobox', { name: 'Hour' }).inputValue()).toBe('9');
    await staff.page.keyboard.press('Escape');
    await timeDialog.waitFor({ state: 'hidden', ...WAIT });
    await box.getByRole('button', { name: `Close chat with ${fullName(lead)}` }).click();
  });
});

describe('three chat boxes at 1440 px and the collapsible sidebar (trust 8)', () => {
  it('shows the customer beside or above the controls in a single box, never squeezed to nothing', async () => {
    const lead = longest[0]!;
    await openCustomer(lead);
    const box = chatBox(staff.page, lead);
    const { heading, badges, options } = await headerParts(box);
    expect(await textIsCut(heading)).toBe(false);
    expect((await boxOf(heading)).width).toBeGreaterThan(100);
    const phone = box.getByLabel('Phone');
    expect((await boxOf(phone)).width).toBeGreaterThan(80);
    const parts = [await boxOf(heading), await boxOf(options), ...(await Promise.all(badges.map(boxOf)))];
    for (const [i, a] of parts.entries())
      for (const b of parts.slice(i + 1)) expect(overlaps(a, b), 'header parts overlap').toBe(false);
    await box.getByRole('button', { name: `Close chat with ${fullName(lead)}` }).click();
    await box.waitFor({ state: 'detached', ...WAIT });
  });

  it('shows each customer name whole, with no header parts overlapping, sidebar open', async () => {
    expect(longest).toHaveLength(3);
    for (const lead of longest) await openCustomer(lead);
    await expect.poll(() => staff.page.getByRole('region', { name: /^Chat with / }).count(), WAIT).toBe(3);
    expect(await hitAtCentre(navigation())).toBe(true);
    await expectReadableHeaders();
  });

  it('collapses the sidebar for more room, and it stays collapsed after a reload', async () => {
    const before = await boxOf(chatBox(staff.page, longest[0]!));
    await staff.page.getByRole('button', { name: 'Hide navigation' }).click();
    // The navigation slides off screen and the page takes its width.
    await expect
      .poll(async () => (await boxOf(navigation())).x + (await boxOf(navigation())).width, WAIT)
      .toBeLessThanOrEqual(0);
    await expect
      .poll(async () => (await boxOf(chatBox(staff.page, longest[0]!))).width, WAIT)
      .toBeGreaterThan(before.width + 50);
    await expectReadableHeaders();

    await staff.page.reload();
    await staff.page.getByRole('button', { name: 'Show navigation' }).waitFor(WAIT);
    expect(
      await staff.page.getByRole('button', { name: 'Show navigation' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect((await boxOf(navigation())).x + (await boxOf(navigation())).width).toBeLessThanOrEqual(0);

    await staff.page.getByRole('button', { name: 'Show navigation' }).click();
    await expect.poll(async () => (await boxOf(navigation())).x, WAIT).toBe(0);
  });
});

describe('notifications (trust 10)', () => {
  it('a notification never covers the Sign out button', async () => {
    // Three chat boxes open: a fourth is refused with a notification, top-right.
    const open = await staff.page.getByRole('region', { name: /^Chat with / }).count();
    for (const lead of longest.slice(0, 3 - open)) await openCustomer(lead);
    const fourth = leads.find((lead) => !longest.some((shown) => fullName(shown) === fullName(lead)))!;
    await staff.page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(fullName(fourth));
    await leadRow(staff.page, fourth).first().click();
    const toast = notice(staff.page, 'No more than 3 chat boxes allowed at a time');
    await toast.waitFor(WAIT);
    const signOut = staff.page.getByRole('button', { name: 'Sign out' });
    expect(overlaps(await boxOf(toast), await boxOf(signOut))).toBe(false);
    expect(await hitAtCentre(signOut)).toBe(true);
    // Below the whole header, so no header control is covered.
    const header = await boxOf(staff.page.locator('header'));
    expect((await boxOf(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});
