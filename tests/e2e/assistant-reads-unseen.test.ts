import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openLead, viewLeads } from './support/actions.js';
import type { RunningApp } from './support/app-under-test.js';
import { shootEveryWay } from './support/screenshots.js';
import {
  messageOptions,
  quietTextableLeads,
  SLOW_WAIT,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 31, point 1, as a service advisor sees it in Chromium against the app `npm start` runs: replies
// written the way customers write (Spanish, typos, slang) reach the right code through the default
// classifier, and Show Intents names it with the customer's words.
const SHOTS = process.env.ASSISTANT_SHOTS_DIR ?? '/tmp/assistant-shots';

let app: RunningApp;
let page: Page;
let token: string;
let leads: StaffLead[] = [];
const staff = useStaffSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  const all = await viewLeads(app.url, token, '/api/future-service-interaction/custom-search', {
    conversationInitiated: 'all',
  });
  leads = quietTextableLeads(all).filter(
    (lead) =>
      lead.aiEnabled &&
      !(lead as StaffLead & { conversationClosed: boolean }).conversationClosed &&
      all.filter((other) => other.customerMaster.id === lead.customerMaster.id).length === 1,
  );
  expect(leads.length).toBeGreaterThanOrEqual(2);
});

/** The customer texts the store from the simulator's phone. */
async function textIn(lead: StaffLead, text: string): Promise<void> {
  await page.goto(`${app.url}/simulator`);
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(lead.customerMaster.lastName);
  await page.locator('#customers button').filter({ hasText: lead.customerMaster.cellular }).first().click();
  await expect.poll(() => page.getByRole('textbox', { name: 'Text message' }).isEnabled(), WAIT).toBe(true);
  await page.getByRole('textbox', { name: 'Text message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.locator('.bubble.out').filter({ hasText: text }).count(), WAIT).toBe(1);
}

/** Show Intents of the customer's message, once the assistant has read it: the code it settled on. */
async function codeShownFor(lead: StaffLead, said: string, code: string, shot: string): Promise<void> {
  const box = await openLead(page, app.url, lead);
  await expect.poll(() => box.getByText(said, { exact: true }).count(), SLOW_WAIT).toBeGreaterThan(0);
  await messageOptions(box, said).click();
  await page.getByRole('menuitem', { name: 'Show Intents' }).click();
  const intents = page.getByRole('dialog', { name: 'Show Intents' });
  await intents.getByRole('cell', { name: code, exact: true }).first().waitFor(SLOW_WAIT);
  expect(await intents.getByRole('cell', { name: said }).count()).toBeGreaterThan(0);
  await shootEveryWay(page, `${SHOTS}/${shot}`);
  await page.keyboard.press('Escape');
}

describe('the assistant reads replies written the way customers write (issue 31)', () => {
  it('reads a Spanish reply about another shop as SPA-AS', async () => {
    const said = 'ya se lo hicieron en otro taller cerca del trabajo';
    await textIn(leads.at(-1)!, said);
    await codeShownFor(leads.at(-1)!, said, 'SPA-AS', 'unseen-spanish-spa-as');
  });

  it('reads a reply full of typos about the brakes as VI (a vehicle issue)', async () => {
    const said = 'brakes r squeeling realy bad when i stop';
    await textIn(leads.at(-2)!, said);
    await codeShownFor(leads.at(-2)!, said, 'VI', 'unseen-typos-vi');
  });
});
