import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { searchLeads, type LeadSummary } from './api.js';
import { demoPhones, type DemoPhone } from './customer-phone.js';

/** The browser and the server are real, so give the page time to catch up. */
export const WAIT = { timeout: 15_000, interval: 100 };
/** For a step that goes through the server, the outbox and back, on a CI machine busy with other suites. */
export const SLOW_WAIT = { timeout: 30_000, interval: 100 };

/** Signs in through the login page as a demo user and waits for the lead manager. */
export async function signInThroughPage(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('torque-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/leadmanager');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const fullName = (lead: LeadSummary) =>
  `${lead.customerMaster.firstName} ${lead.customerMaster.lastName}`;

/** The lead's row in the list: a link named "First Last, (###)-###-####[, N unread][, delay]". */
export const leadRow = (page: Page, lead: LeadSummary): Locator =>
  page
    .getByRole('list', { name: 'Leads' })
    .getByRole('link', { name: new RegExp(`^${escaped(fullName(lead))}, `) });

/** This lead's own row, when the customer may have others (a returning customer, a lead another test made). */
export const ownLeadRow = (page: Page, lead: LeadSummary): Locator =>
  page.getByRole('list', { name: 'Leads' }).locator(`a[href="/leadmanager/${lead.id}"]`);

/** The open chat box of a lead (a region named "Chat with First Last"). */
export const chatBox = (page: Page, lead: LeadSummary): Locator =>
  page.getByRole('region', { name: `Chat with ${fullName(lead)}` });

/**
 * A notification (Mantine renders each as an alert, top-right) holding the spec's text, shown since the last
 * `markNoticesSeen`: an earlier one can stay up for its 4.5 s and must not pass for the new one.
 */
export const notice = (page: Page, message: string): Locator =>
  // Notifications sit outside the page's main content (alerts inside it are inline messages).
  page.locator('[role="alert"]:not([data-e2e-seen]):not(main *)').filter({ hasText: message });

/** Marks the notifications on screen as seen (a test-only attribute), before the next action. */
export async function markNoticesSeen(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll('[role="alert"]').forEach((alert) => alert.setAttribute('data-e2e-seen', '')),
  );
}

/** The unread count a row's accessible name carries, 0 when it says none. */
export async function rowUnread(row: Locator): Promise<number> {
  const name = (await row.getAttribute('aria-label')) ?? (await row.textContent()) ?? '';
  return Number(/, (\d+) unread/.exec(name)?.[1] ?? 0);
}

/** Types a message and sends it from the open chat box's composer. */
export async function sendFromComposer(box: Locator, text: string): Promise<void> {
  await box.getByRole('textbox', { name: 'Message' }).fill(text);
  await box.getByRole('button', { name: 'Send', exact: true }).click();
}

export type LeadState = {
  id: number;
  totalUnreadCount: number;
  customerMaster: { blockSms: boolean };
  futureServiceInteractionMarks: { intentType: string }[];
};

/** The lead as the server holds it now (GET /api/future-service-interaction). */
export async function leadState(baseUrl: string, token: string, leadId: number): Promise<LeadState> {
  const response = await fetch(
    `${baseUrl}/api/future-service-interaction?future-service-interaction-id=${leadId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!response.ok) throw new Error(`lead ${leadId}: ${response.status}`);
  return (await response.json()) as LeadState;
}

/** The demo phone of a lead's customer (the simulator's list), to text in as that customer. */
export async function phoneOf(baseUrl: string, lead: LeadSummary): Promise<DemoPhone> {
  const phones = await demoPhones(baseUrl, lead.customerMaster.lastName);
  const phone = phones.find((candidate) => candidate.phone === lead.customerMaster.cellular);
  if (!phone) throw new Error(`no demo phone for ${fullName(lead)}`);
  return phone;
}

/** Records every JavaScript dialog the page opens (an injected alert() would be one). */
export function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/**
 * Textable leads (not opted out, a reachable number) without unread messages, so a test can watch
 * its count rise from 0; each test takes its own so they never share a conversation.
 */
export function quietTextableLeads(leads: readonly StaffLead[]): StaffLead[] {
  return leads.filter(
    (lead) =>
      lead.totalUnreadCount === 0 &&
      !lead.customerMaster.blockSms &&
      !lead.customerMaster.cellular.endsWith('0000') &&
      ![...lead.futureServiceInteractionMarks, ...lead.customerMarks].some(
        (mark) => mark.intentType === 'SMS_OPT_OUT',
      ),
  );
}

/** What these tests read of a listed lead beyond LeadSummary. */
export type StaffLead = LeadSummary & {
  totalUnreadCount: number;
  aiEnabled: boolean;
  customerMaster: LeadSummary['customerMaster'] & { id: number; email: string | null };
};

/** The first page of the lead search as the super user sees it. */
export async function staffLeads(baseUrl: string, token: string): Promise<StaffLead[]> {
  return (await searchLeads(baseUrl, token)) as StaffLead[];
}

export const SEARCH_PLACEHOLDER = 'Search name, e-mail, phone or customer no.';

/** Opens a lead's conversation from the list, searching for it first, and returns its chat box. */
export async function openChatBox(page: Page, lead: LeadSummary): Promise<Locator> {
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(fullName(lead));
  // The search settles first (every row is this customer's), so no later page replaces the list.
  const rows = page.getByRole('list', { name: 'Leads' }).getByRole('link');
  const settled = async () => {
    const shown = await rows.count();
    return shown > 0 && shown === (await leadRow(page, lead).count());
  };
  await expect.poll(settled, WAIT).toBe(true);
  await leadRow(page, lead).first().click();
  await page.waitForURL(`**/leadmanager/${lead.id}`);
  const box = chatBox(page, lead);
  await box.getByRole('log', { name: 'Messages' }).waitFor(WAIT);
  return box;
}

/** The "Message options" button beside a message bubble holding `text`. */
export function messageOptions(box: Locator, text: string): Locator {
  // Inner locators of `has` are queried inside each candidate, so they start from the page.
  const page = box.page();
  // A text's own bubble: a note or notification quoting the same words (a hand-off) is not it.
  const bubble = page.getByRole('article', { name: /^Text message from / }).filter({ hasText: text });
  // The innermost element holding both the bubble and its menu button is the message's row.
  return box
    .locator('div')
    .filter({ has: bubble })
    .filter({ has: page.getByRole('button', { name: 'Message options' }) })
    .last()
    .getByRole('button', { name: 'Message options' });
}
