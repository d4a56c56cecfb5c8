import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { WAIT } from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 30 point 7: the board's advisor picker names each person once (the DMS knows one person by
// several advisor numbers), and picking one shows the repair orders of all their numbers. Nothing
// here depends on the time of day: open orders have no day, and the comparison is with the server's
// own lists read at the same moment.
type BridgeAdvisor = { advisorNo: string; advisorName: string; advisorNos?: string[] };
type BridgeOrder = { roNumber: string; advisorNo: string | null };
const OPEN_CODES = ['UNASSIGNED', 'PREASSIGNED', 'ASSIGNED', 'HOLD', 'COMPLETE', 'BOOKED'];
const OPEN_LANES = [
  'Checked In',
  'Technician Assigned',
  'Working',
  'Vehicle on Hold',
  'Pre Invoiced',
  'Ready To Post',
];

let app: RunningApp;
let page: Page;
let token: string;
const staff = useStaffSession();

beforeAll(() => {
  ({ app, page, token } = staff);
});

const bridge = async <T>(path: string, body?: object): Promise<T> => {
  const response = await fetch(`${app.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

/** Every open order of store 1 (all advisors), as the bridge lists them now. */
const openOrders = async (): Promise<BridgeOrder[]> =>
  (
    await Promise.all(
      OPEN_CODES.map((code) =>
        bridge<BridgeOrder[]>('/api/getOpenRoBtStoreId', {
          statusCode: [code],
          storeId: '1',
          advisorNo: 'ALL',
        }),
      ),
    )
  ).flat();

/** The repair orders the board shows in its open lanes. */
const boardOrders = async (): Promise<string[]> =>
  (
    await Promise.all(
      OPEN_LANES.map((name) =>
        page
          .getByRole('region', { name, exact: true })
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? '')),
      ),
    )
  )
    .flat()
    .map((label) => label.replace('Repair order ', ''))
    .sort();

describe('the service board’s advisors are people (issue 30)', () => {
  it('lists each advisor once and shows all the repair orders of every number they go by', async () => {
    const advisors = await bridge<BridgeAdvisor[]>('/api/getAdivsorByStore/1');
    const names = advisors.map((a) => a.advisorName);
    expect(new Set(names).size).toBe(names.length);
    // The seed gives each demo advisor several DMS numbers, and orders under each of them.
    const person = advisors.find((a) => (a.advisorNos?.length ?? 0) > 1)!;
    expect(person).toBeDefined();

    await page.goto(`${app.url}/service-board`);
    await page.getByRole('heading', { name: 'Service-order board' }).waitFor(WAIT);
    await page
      .getByRole('region', { name: 'Working', exact: true })
      .getByRole('listitem')
      .first()
      .waitFor(WAIT);
    await page.getByRole('combobox', { name: 'Advisor' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['ALL', ...names]);
    await page.getByRole('option', { name: person.advisorName, exact: true }).click();
    expect(await page.getByRole('combobox', { name: 'Advisor' }).inputValue()).toBe(person.advisorName);

    // The board shows exactly the person's open orders, under all their numbers (polled: the DMS
    // may check a car in meanwhile, and the board follows it live).
    let theirs: BridgeOrder[] = [];
    await expect
      .poll(async () => {
        theirs = (await openOrders()).filter((o) => o.advisorNo && person.advisorNos!.includes(o.advisorNo));
        return JSON.stringify(await boardOrders()) === JSON.stringify(theirs.map((o) => o.roNumber).sort());
      }, WAIT)
      .toBe(true);
    expect(new Set(theirs.map((o) => o.advisorNo)).size).toBeGreaterThan(1);
    await page.screenshot({ path: '/tmp/service-board-shots/advisor-person.png' }).catch(() => undefined);
  });
});
