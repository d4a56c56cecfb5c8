import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { seriousA11yViolations } from './support/axe.js';
import { useConversationSession } from './support/conversation-session.js';
import { WAIT } from './support/staff-inbox.js';
import { shootEveryWay } from './support/screenshots.js';

// Issue 16, done when: in real Chromium against the app as `npm start` runs it, watch a repair order
// cross the service-order board live and its customer's text arrive in the inbox. The simulated DMS
// runs the shop thirty times faster than the clock (TORQUE_DMS_SPEED, a test hook) and is read every
// second. The text goes through the outbox: in quiet hours it waits in the conversation as scheduled.
const SHOTS = process.env.SERVICE_BOARD_SHOTS_DIR ?? '/tmp/service-board-shots';
const STORE = 'Torque Toyota of Brooklyn';
const LONG_WAIT = { timeout: 150_000, interval: 250 };

let app: RunningApp;
let page: Page;
const staff = useConversationSession({
  TORQUE_DMS_SPEED: '30',
  DMS_POLL_MS: '1000',
});

beforeAll(() => {
  ({ app, page } = staff);
  mkdirSync(SHOTS, { recursive: true });
});

const lane = (name: string): Locator => page.getByRole('region', { name, exact: true });
const cardsIn = async (name: string): Promise<string[]> =>
  await lane(name)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));

const shoot = (name: string) => shootEveryWay(page, `${SHOTS}/${name}`);

/**
 * The store-local day (YYYY-MM-DD) of the store's next booked appointment. The seed books some a few
 * minutes to hours after it ran, which late in the store's evening fall on its tomorrow: the test
 * shows the day they are on rather than trusting the clock (issue 30).
 */
async function nextAppointmentDay(): Promise<string> {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${app.url}/api/appointment/search?size=500`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ storeIds: [1], apptStatus: 'BOOKED', startDate: yesterday }),
  });
  const { data } = (await response.json()) as { data: { apptDate: string; appointmentAt: string }[] };
  return data.find((appointment) => Date.parse(appointment.appointmentAt) > Date.now())!.apptDate;
}

describe('the service-order board (issue 16)', () => {
  it('shows the store’s eight lanes, with today’s appointments and orders', async () => {
    await page.goto(`${app.url}/service-board`);
    await page.getByRole('heading', { name: 'Service-order board' }).waitFor(WAIT);
    await page.getByRole('combobox', { name: 'Store' }).waitFor(WAIT);
    await lane('Working').getByRole('listitem').first().waitFor(WAIT);
    const [year, month, day] = (await nextAppointmentDay()).split('-');
    await page.getByRole('textbox', { name: 'Appointments on' }).fill(`${day}/${month}/${year}`);
    // The appointments come by their own call, which may answer after the repair orders.
    await lane('Appointments').getByRole('listitem').first().waitFor(WAIT);
    expect(await page.getByRole('combobox', { name: 'Store' }).inputValue()).toBe(STORE);
    const lanes = await page
      .getByRole('region')
      .evaluateAll((regions) =>
        regions.map(
          (region) => document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
        ),
      );
    expect(lanes).toEqual([
      'Appointments',
      'Checked In',
      'Technician Assigned',
      'Working',
      'Vehicle on Hold',
      'Pre Invoiced',
      'Ready To Post',
      'Closed ROs',
    ]);
    expect((await cardsIn('Appointments')).length).toBeGreaterThan(0);
    expect(await page.getByRole('combobox', { name: 'Advisor' }).inputValue()).toBe('ALL');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot('board');
  });

  it('moves a repair order from Working on, live, and its customer’s text arrives in the conversation', async () => {
    const working = await cardsIn('Working');
    expect(working.length).toBeGreaterThan(0);
    // The page is not reloaded: the card leaves Working for Pre Invoiced (ready) or Vehicle on Hold.
    const moved = page
      .getByRole('region', { name: /^(Pre Invoiced|Vehicle on Hold)$/ })
      .getByRole('listitem')
      .filter({
        has: page.locator(`xpath=self::*[${working.map((label) => `@aria-label="${label}"`).join(' or ')}]`),
      });
    await moved.first().waitFor(LONG_WAIT);
    const label = (await moved.first().getAttribute('aria-label'))!;
    expect(await cardsIn('Working')).not.toContain(label);
    const landed = (await cardsIn('Pre Invoiced')).includes(label) ? 'Pre Invoiced' : 'Vehicle on Hold';
    const roNumber = label.replace('Repair order ', '');
    await shoot('board-moved');
    // The order's customer was told once, in the conversation (the outbox sent it: no quiet hours now).
    const card = lane(landed).getByRole('listitem', { name: label });
    const customer = await card.getByRole('link').textContent();
    await card.getByRole('link').click();
    const words =
      landed === 'Pre Invoiced'
        ? `is ready at ${STORE} (repair order ${roNumber})`
        : `is on hold at ${STORE} (repair order ${roNumber})`;
    const texts = page.getByRole('article', { name: /^Text message / }).filter({ hasText: words });
    await texts.first().waitFor(WAIT);
    expect(await texts.count()).toBe(1);
    // It is that order's customer's conversation.
    await page.getByRole('heading', { name: customer!.trim(), exact: true }).first().waitFor(WAIT);
    const bridgeLane = (headers: Record<string, string>) =>
      fetch(`${app.url}/api/getOpenRoBtStoreId`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          statusCode: [landed === 'Pre Invoiced' ? 'COMPLETE' : 'HOLD'],
          storeId: '1',
          advisorNo: 'ALL',
        }),
      });
    const response = await bridgeLane({ authorization: `Bearer ${staff.token}` });
    expect(response.status).toBe(200);
    // The bridge lists the order in the lane it moved to, to signed-in staff only (issue 28).
    expect(JSON.stringify(await response.json())).toContain(roNumber);
    expect((await bridgeLane({})).status).toBe(401);
  });
});
