import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { searchLeads } from './support/api.js';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { seriousA11yViolations } from './support/axe.js';
import { failureShot, launchChromium } from './support/browser.js';
import { autoResponseToken, history, signInAs, type HistoryMessage } from './support/public-api.js';
import { signInThroughPage } from './support/staff-inbox.js';

// Issue 7: the public pages in real Chromium — the customer call invite page, both outcomes of the
// e-mail auto-response, and an axe-core scan of every public page and the sign-in page. Issue 13:
// the call invite page opens only with an invitation staff made, and refused links say so.
const WAIT = { timeout: 15_000, interval: 100 };
const SECRET = 'e2e-email-response-secret-of-at-least-32-characters';
let app: RunningApp;
let browser: Browser;
let page: Page;
let token: string;
let userMasterId: number;
/** A lead whose conversation has an internal note (hidden from customers) and an e-mail we sent. */
let lead: { id: number; messages: HistoryMessage[] };

beforeAll(async () => {
  app = await startApp({ env: { EMAIL_RESPONSE_SECRET: SECRET } });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  ({ authToken: token, userMasterId } = await signInAs(app.url, 'super_user@torque.demo'));
  for (const candidate of await searchLeads(app.url, token)) {
    const messages = await history(app.url, token, candidate.id);
    const kinds = new Set(messages.map((m) => `${m.messageType}/${m.direction}`));
    if (
      [...kinds].some((k) => k.startsWith('INTERNAL_NOTES')) &&
      (kinds.has('EMAIL/SENT') || kinds.has('EMAIL/SEND'))
    ) {
      lead = { id: candidate.id, messages };
      break;
    }
  }
  if (!lead) throw new Error('the demo data has no lead with an internal note and an e-mail');
});

beforeEach((context) => {
  onTestFailed(async () => {
    await page?.screenshot({ path: failureShot(context.task.name) }).catch(() => undefined);
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('customer call invite page (/service/landing)', () => {
  let staff: Page | undefined;
  let invitation = '';
  const noLongerValid = () => page.getByRole('heading', { name: 'This link is no longer valid' });

  afterAll(async () => staff?.context().close());

  it('staff invite the customer from the Deal room page and get the link to send', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    staff = await context.newPage();
    await signInThroughPage(staff, app.url, 'super_user@torque.demo');
    await staff.goto(
      `${app.url}/dashboard?servicepage=true&future_service_interaction_id=${lead.id}&screen=%2Fleadmanager`,
    );
    await staff.getByRole('button', { name: 'Customer link' }).click(WAIT);
    await staff.getByRole('button', { name: 'Invite customer' }).click(WAIT);
    const field = staff.getByRole('textbox', { name: 'Link to send' });
    await field.waitFor(WAIT);
    invitation = await field.inputValue();
    expect(invitation).toMatch(
      new RegExp(
        `^${app.url.replace('127.0.0.1', '(127\\.0\\.0\\.1|localhost)')}/service/landing\\?futureServiceInteractionId=${lead.id}&userMasterId=${userMasterId}&token=[\\w-]{43}$`,
      ),
    );
    expect(await staff.getByText(/^A link is live until /).isVisible()).toBe(true);
    await staff.screenshot({ path: '/tmp/shots13/staff-customer-link-1280x900.png' });
  });

  it('opens the invitation: the conversation read-only, customer-facing messages only', async () => {
    await page.goto(invitation);
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.waitFor(WAIT);
    const shown = lead.messages.filter(
      (m) =>
        ['SMS', 'EMAIL', 'CALENDAR_INVITE'].includes(m.messageType) &&
        !m.notificationType.startsWith('INTERNAL') &&
        !m.archived,
    );
    expect(shown.length).toBeLessThan(lead.messages.length);
    await expect.poll(() => log.getByRole('article').count(), WAIT).toBe(shown.length);
    for (const hidden of lead.messages.filter(
      (m) => m.messageType.startsWith('INTERNAL') && m.content.length > 12,
    ))
      expect(await log.getByText(hidden.content.replace(/<[^>]+>/g, '').slice(0, 40)).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /^Your conversation with / }).isVisible()).toBe(true);
    expect(
      await page
        .getByText(/^\+1 \(\d{3}\)-\d{3}-\d{4}$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/shots13/call-invite-1280x900.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('says "This link is no longer valid" for an old-style link with ids only', async () => {
    await page.goto(
      `${app.url}/service/landing?futureServiceInteractionId=${lead.id}&userMasterId=${userMasterId}`,
    );
    await noLongerValid().waitFor(WAIT);
    expect(await page.getByRole('log', { name: 'Conversation' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/shots13/call-invite-old-link-1280x900.png' });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('says so for the invitation once staff revoke it', async () => {
    await staff!.getByRole('button', { name: 'Revoke link' }).click(WAIT);
    await staff!.getByText(/^No live link/).waitFor(WAIT);
    await page.goto(invitation);
    await noLongerValid().waitFor(WAIT);
  });
});

describe('e-mail auto-response (/email/autoResponse)', () => {
  const link = (key: string, signed: string) =>
    `${app.url}/email/autoResponse?${new URLSearchParams({
      token: signed,
      fromAddress: 'customer@example.com',
      toAddress: 'service@torque.example',
      subject: 'Re: your service',
      message: `Yes please (${Date.now()})`,
      key,
    })}`;

  it("makes one GET and says 'Thanks for your response!'; the answer joins the conversation", async () => {
    const email = lead.messages.find((m) => m.messageType === 'EMAIL' && m.direction !== 'RECEIVED')!;
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/email/autoResponse')) calls.push(request.method());
    });
    const address = link(String(email.id), autoResponseToken(String(email.id), SECRET));
    await page.goto(address);
    await page.getByText('Thanks for your response!').waitFor(WAIT);
    expect(calls).toEqual(['GET']);
    const answer = new URL(address).searchParams.get('message');
    const after = await history(app.url, token, lead.id);
    expect(
      after.some((m) => m.direction === 'RECEIVED' && m.messageType === 'EMAIL' && m.content === answer),
    ).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    page.removeAllListeners('request');
  });

  it('says the link is no longer valid for a link the server did not sign, or one past its 30 days', async () => {
    const future = Math.floor(Date.now() / 1000) + 3600;
    await page.goto(link('1', `${future}.${'f'.repeat(64)}`));
    await page.getByText('This link is no longer valid').waitFor(WAIT);
    await page.screenshot({ path: '/tmp/shots13/auto-response-forged-1280x900.png' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    const email = lead.messages.find((m) => m.messageType === 'EMAIL' && m.direction !== 'RECEIVED')!;
    const expired = autoResponseToken(String(email.id), SECRET, Date.now() - 60_000);
    await page.goto(link(String(email.id), expired));
    await page.getByText('This link is no longer valid').waitFor(WAIT);
  });
});

describe('accessibility of the other public pages and sign-in', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/register', 'Create an account'],
    ['/landing', 'Your meeting'],
    [
      '/landing?landingpage=true&companyId=1&officeId=1&divisionId=DIV004&contactId=5&messageId=9&userMasterId=1',
      'Your meeting',
    ],
    ['/mailconfirmation', 'E-mail confirmed'],
    ['/FeedbackClip', 'Thank you for your feedback'],
    ['/404', 'Page not found'],
    ['/500', 'Something went wrong'],
  ])('%s has no serious or critical axe violations', async (path, heading) => {
    await page.goto(`${app.url}${path}`);
    await page.getByRole('heading', { name: heading }).waitFor(WAIT);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('signs in by keyboard alone', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-mail').waitFor(WAIT);
    await page.getByLabel('E-mail').focus();
    await page.keyboard.type('super_user@torque.demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('torque-demo');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/leadmanager', WAIT);
  });
});
