import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { seriousA11yViolations } from './support/axe.js';
import { customerTexts } from './support/customer-phone.js';
import { history } from './support/public-api.js';
import { shootEveryWay } from './support/screenshots.js';
import { leadState, phoneOf, SLOW_WAIT, WAIT, type StaffLead } from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';
import { nextWallClockIn } from './support/store-time.js';

// Issue 34 part 2, done when: in Chromium against the app as `npm start` runs it, a repair order moved
// to Closed on the simulated DMS texts its customer once; replying 2 creates the service manager's
// hand-off, another visit's 5 gets the store's review link (set in Settings), and the satisfaction
// report counts both. The simulated shop runs thirty times faster than the clock (TORQUE_DMS_SPEED) and
// is read every second; the server's clock starts at noon in New York, so quiet hours hold nothing.
const ZONE = 'America/New_York';
const STORE = 'Torque Toyota of Brooklyn';
const SHOTS = process.env['E2E_SHOTS_DIR'] ?? '/tmp/torque-e2e-shots';
const REVIEW_URL = 'https://g.page/r/torque-toyota-brooklyn/review';
const THANK_YOU = `thank you for your visit to ${STORE}. How did it go? Reply 1 to 5`;
const LONG_WAIT = { timeout: 180_000, interval: 500 };
const START = nextWallClockIn(ZONE, 12);
/** The server's day in New York, and the days either side (the report's range). */
const day = (offset: number) =>
  new Date(START.getTime() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: ZONE });

let app: RunningApp;
let page: Page;
let phone: Page;
let token: string;
const staff = useStaffSession({
  env: { TORQUE_CLOCK_START: START.toISOString(), TORQUE_DMS_SPEED: '30', DMS_POLL_MS: '1000' },
});
/** The visits whose thank-you the tests answered. */
const answered: number[] = [];

beforeAll(async () => {
  ({ app, page, token } = staff);
  mkdirSync(SHOTS, { recursive: true });
  phone = await staff.browser.newPage({ viewport: { width: 390, height: 844 } });
});
afterAll(async () => {
  await phone?.close();
});

const lane = (name: string): Locator => page.getByRole('region', { name, exact: true });
const closedLeadIds = async (): Promise<number[]> =>
  (
    await lane('Closed ROs')
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  ).map((href) => Number(/\/leadmanager\/(\d+)/.exec(href)?.[1]));

/** The Brooklyn board, showing the server's day in its Closed ROs lane. */
async function openBoard(): Promise<void> {
  await page.goto(`${app.url}/service-board`);
  await page.getByRole('heading', { name: 'Service-order board' }).waitFor(WAIT);
  await expect.poll(() => page.getByRole('combobox', { name: 'Store' }).inputValue(), WAIT).toBe(STORE);
  const [year, month, date] = day(0).split('-');
  await page.getByRole('textbox', { name: 'Closed ROs on' }).fill(`${date}/${month}/${year}`);
  await lane('Working').getByRole('listitem').first().waitFor(WAIT);
}

/**
 * A visit that reaches Closed ROs while the board is open and whose customer was thanked (a customer
 * who opted out gets nothing: the next visit is taken), not one a test answered already.
 */
async function nextThankedVisit(): Promise<{ leadId: number; card: Locator }> {
  let found = 0;
  await expect
    .poll(async () => {
      for (const leadId of await closedLeadIds()) {
        if (answered.includes(leadId) || !leadId) continue;
        const texts = await history(app.url, token, leadId);
        if (texts.filter((text) => text.content.includes(THANK_YOU)).length > 0) return (found = leadId);
      }
      return 0;
    }, LONG_WAIT)
    .toBeGreaterThan(0);
  answered.push(found);
  return {
    leadId: found,
    card: lane('Closed ROs')
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href$="/leadmanager/${found}"]`) }),
  };
}

/** The customer texts the store from the customer-phone simulator (staff sign in to use it). */
async function customerTextsFromSimulator(lead: StaffLead, text: string): Promise<void> {
  await phone.goto(`${app.url}/simulator`);
  if (await phone.getByLabel('Password').isVisible()) {
    await phone.getByLabel('E-mail').fill('super_user@torque.demo');
    await phone.getByLabel('Password').fill('torque-demo');
    await phone.getByRole('button', { name: 'Sign in' }).click();
  }
  await phone.getByRole('searchbox', { name: 'Search customers' }).fill(lead.customerMaster.lastName);
  await phone.locator('#customers button').filter({ hasText: lead.customerMaster.cellular }).first().click();
  await expect.poll(() => phone.getByRole('textbox', { name: 'Text message' }).isEnabled(), WAIT).toBe(true);
  // The thank-you reached the customer's phone once.
  await expect
    .poll(() => phone.locator('.bubble.in').filter({ hasText: THANK_YOU }).count(), SLOW_WAIT)
    .toBe(1);
  await phone.getByRole('textbox', { name: 'Text message' }).fill(text);
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => phone.locator('.bubble.out').filter({ hasText: text }).count(), WAIT).toBe(1);
}

const leadOf = async (leadId: number) => (await leadState(app.url, token, leadId)) as unknown as StaffLead;

describe('after the visit (issue 34)', () => {
  it('texts the customer once when the order reaches Closed ROs; their 2 goes to the service manager', async () => {
    await openBoard();
    const { leadId, card } = await nextThankedVisit();
    await card.scrollIntoViewIfNeeded();
    await shootEveryWay(page, `${SHOTS}/survey-board`, {
      reopen: async () => {
        await openBoard();
        await lane('Closed ROs')
          .locator(`a[href$="/leadmanager/${leadId}"]`)
          .first()
          .scrollIntoViewIfNeeded();
      },
    });
    const lead = await leadOf(leadId);
    // Staff see the thank-you in the thread, once.
    await page.goto(`${app.url}/leadmanager/${leadId}`);
    const thread = page.getByRole('article').filter({ hasText: THANK_YOU });
    await thread.first().waitFor(SLOW_WAIT);
    expect(await thread.count()).toBe(1);

    await customerTextsFromSimulator(lead, '2');
    const handOff = page
      .getByRole('article')
      .filter({ hasText: 'Handed to you (service manager Marcus Reed)' });
    await handOff.first().waitFor(SLOW_WAIT);
    expect(await handOff.first().textContent()).toContain('rated the visit 2 of 5 (repair order');
    expect(await handOff.first().textContent()).toContain('Customer wrote: "2"');
    await expect
      .poll(
        () =>
          phone
            .locator('.bubble.in')
            .filter({ hasText: 'Our service manager will contact you shortly.' })
            .count(),
        SLOW_WAIT,
      )
      .toBe(1);
    await phone.screenshot({ path: `${SHOTS}/survey-phone-390.png` });
    await handOff.first().scrollIntoViewIfNeeded();
    await shootEveryWay(page, `${SHOTS}/survey-handoff`, {
      reopen: async () => {
        await page.goto(`${app.url}/leadmanager/${leadId}`);
        const note = page.getByRole('article').filter({ hasText: 'Handed to you (service manager' });
        await note.first().waitFor(WAIT);
        await note.first().scrollIntoViewIfNeeded();
      },
    });
  });

  it('sends another visit’s 5 the review link set in Settings', async () => {
    await page.goto(`${app.url}/settings/review-link`);
    await page.getByRole('textbox', { name: 'Review link' }).waitFor(WAIT);
    // The stores are listed by name: Brooklyn is chosen.
    const store = page
      .getByRole('textbox', { name: 'Store' })
      .or(page.getByRole('combobox', { name: 'Store' }));
    await store.click();
    await page.getByRole('option', { name: STORE }).click();
    await expect.poll(() => store.inputValue(), WAIT).toBe(STORE);
    // The form itself, before any notice (the app's notices are not this issue's).
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Review link' }).fill('http://example.com');
    await page.getByRole('button', { name: 'Save review link' }).click();
    await page.getByText('The review link must be a full https:// address').first().waitFor(WAIT);
    await page.getByRole('textbox', { name: 'Review link' }).fill(REVIEW_URL);
    await page.getByRole('button', { name: 'Save review link' }).click();
    await page.getByText('Review link saved').first().waitFor(WAIT);
    await shootEveryWay(page, `${SHOTS}/survey-review-link`, {
      reopen: async () => {
        await page.goto(`${app.url}/settings/review-link`);
        await store.click();
        await page.getByRole('option', { name: STORE }).click();
        await expect
          .poll(() => page.getByRole('textbox', { name: 'Review link' }).inputValue(), WAIT)
          .toBe(REVIEW_URL);
      },
    });

    await openBoard();
    const { leadId } = await nextThankedVisit();
    const lead = await leadOf(leadId);
    await customerTexts(app.url, await phoneOf(app.url, lead), '5');
    await expect
      .poll(
        async () =>
          (await history(app.url, token, leadId)).filter((text) => text.content.endsWith(REVIEW_URL)).length,
        SLOW_WAIT,
      )
      .toBe(1);
    await page.goto(`${app.url}/leadmanager/${leadId}`);
    await page
      .getByRole('article')
      .filter({ hasText: 'Rated the visit 5 of 5' })
      .filter({ hasText: "the store's review link was sent" })
      .first()
      .waitFor(SLOW_WAIT);
  });

  it('counts both in the satisfaction report, and drills down to their conversations', async () => {
    await page.goto(`${app.url}/reports/satisfaction?from=${day(-1)}&to=${day(1)}&stores=1`);
    const table = page.getByRole('table', { name: 'Satisfaction', exact: true });
    await table.waitFor(SLOW_WAIT);
    const figure = async (header: string) => {
      const labels = await table
        .getByRole('button', { name: new RegExp(`^\\d+ ${header}: `) })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
      return labels.reduce((sum, label) => sum + Number(/^(\d+)/.exec(label)?.[1] ?? 0), 0);
    };
    expect(await figure('Answered')).toBe(2);
    expect(await figure('Scores 1–3 and complaints')).toBe(1);
    expect(await figure('Scores 4–5')).toBe(1);
    expect(await figure('Thank-yous sent')).toBeGreaterThanOrEqual(2);
    await page.getByRole('figure', { name: 'Satisfaction chart' }).waitFor(WAIT);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shootEveryWay(page, `${SHOTS}/survey-report`, {
      reopen: async () => {
        await page.reload();
        await table.waitFor(SLOW_WAIT);
        await page.getByRole('figure', { name: 'Satisfaction chart' }).locator('svg').first().waitFor(WAIT);
      },
    });

    await table
      .getByRole('button', { name: /^1 Scores 1–3 and complaints: / })
      .first()
      .click();
    const answers = page.getByRole('table', { name: 'Satisfaction answers' });
    await answers.waitFor(SLOW_WAIT);
    const [low] = answered;
    const lowLead = await leadOf(low!);
    const name = `${lowLead.customerMaster.firstName} ${lowLead.customerMaster.lastName}`.trim();
    const row = answers.getByRole('row').filter({ hasText: 'Handed to the service manager' });
    await row.first().waitFor(WAIT);
    await row
      .first()
      .getByRole('link', { name: `${name}: open the lead` })
      .click();
    await page.waitForURL(`**/leadmanager/${low}`);
    await page
      .getByRole('article')
      .filter({ hasText: 'Handed to you (service manager' })
      .first()
      .waitFor(WAIT);
  });
});
