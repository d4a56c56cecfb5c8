import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { searchLeads } from './support/api.js';
import { startApp, type RunningApp } from './support/app-under-test.js';
import { seriousA11yViolations } from './support/axe.js';
import { failureShot, launchChromium } from './support/browser.js';
import { autoResponseToken, history, signInAs, type HistoryMessage } from './support/public-api.js';

// Issue 7: the public pages in real Chromium — the customer call invite page, both outcomes of the
// e-mail auto-response, and an axe-core scan of every public page and the sign-in page.
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
  it('shows the conversation read-only, without internal notes or archived messages', async () => {
    await page.goto(
      `${app.url}/service/landing?futureServiceInteractionId=${lead.id}&userMasterId=${userMasterId}`,
    );
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.waitFor(WAIT);
    const shown = lead.messages.filter((m) => m.messageType !== 'INTERNAL_NOTES' && !m.archived);
    await expect.poll(() => log.getByRole('article').count(), WAIT).toBe(shown.length);
    expect(await page.getByRole('heading', { name: /^Your conversation with / }).isVisible()).toBe(true);
    expect(
      await page
        .getByText(/^\+1 \(\d{3}\)-\d{3}-\d{4}$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/shots7/call-invite-1280x900.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('opens nothing for a user who may not share the lead', async () => {
    await page.goto(`${app.url}/service/landing?futureServiceInteractionId=${lead.id}&userMasterId=999999`);
    await page.getByRole('heading', { name: 'This invitation is not available' }).waitFor(WAIT);
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

  it("says 'There is some problem. Please try after some time.' for a link the server did not sign", async () => {
    await page.goto(link('1', 'f'.repeat(64)));
    await page.getByText('There is some problem. Please try after some time.').waitFor(WAIT);
    expect(await seriousA11yViolations(page)).toEqual([]);
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
