import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { seriousA11yViolations } from './support/axe.js';
import { notice, WAIT } from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';
import { shootEveryWay } from './support/screenshots.js';
import { labelledTime } from './support/store-time.js';

// Issue 15, done when: in real Chromium against the app as `npm start` runs it, run the 10K planner,
// read a row's reason, bulk-start two leads behind the confirmation's count, see their first texts in
// the lead manager, and see an opted-out customer refused.
const SHOTS = process.env.PLANNERS_SHOTS_DIR ?? '/tmp/planners-shots';
const OPTED_OUT = 'This customer has opted out of text messages.';
type ApiRow = {
  vehicleId: number;
  customerName?: string;
  reason: string;
  optedOut: boolean;
  transferred?: boolean;
  futureServiceInteractionId?: number | null;
  firstText?: { state: 'TEXTED' | 'HELD' | 'NOT_TEXTED'; at: string; reason: string | null } | null;
};

let app: RunningApp;
let page: Page;
let token: string;
const staff = useStaffSession();

beforeAll(() => {
  ({ app, page, token } = staff);
  mkdirSync(SHOTS, { recursive: true });
});

const api = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${app.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const tenK = async () =>
  (await api('/api/future-service-interaction/run-future-prediction-for-10k?page=0&size=100')).body
    .data as ApiRow[];

const results = () => page.getByRole('table', { name: 'Planner results' });
const BROOKLYN = 'Torque Toyota of Brooklyn';
/** A searchable picker: type part of the name, then pick the option. */
async function choose(label: string, option: string, typed = option.slice(0, 6)): Promise<void> {
  const picker = page.getByRole('combobox', { name: label });
  await picker.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  expect(await picker.inputValue()).toBe(option);
}
const rowOf = (name: string): Locator =>
  results()
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Choose ${name}`, exact: true }) });

/** Desktop and phone, light and dark: what staff see now. */
const shoot = (name: string, reopen?: () => Promise<void>) =>
  shootEveryWay(page, `${SHOTS}/${name}`, reopen ? { reopen } : {});

describe('service planners (issue 15)', () => {
  let shown: ApiRow[] = [];

  it('runs the 10K planner and shows why each vehicle is due', async () => {
    await page.goto(`${app.url}/planners`);
    await page.getByRole('heading', { name: 'Service planners' }).waitFor(WAIT);
    expect(await page.getByRole('combobox', { name: 'Planner' }).inputValue()).toBe('10K');
    await page.getByRole('button', { name: 'Run planner' }).click();
    await results().getByRole('row').nth(1).waitFor(WAIT);
    shown = await tenK();
    expect(shown.length).toBeGreaterThan(2);
    const first = shown[0]!;
    expect(first.reason).toMatch(/10K/);
    const row = rowOf(first.customerName!);
    await expect(row.getByRole('cell').filter({ hasText: first.reason }).count()).resolves.toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot('planners-rows');
  });

  it('refuses an opted-out customer: the row cannot be chosen, and the server leaves it out', async () => {
    const optedOut = shown.find((row) => row.optedOut);
    if (!optedOut) throw new Error('the demo data has no opted-out 10K vehicle');
    const row = rowOf(optedOut.customerName!);
    await expect(row.getByText('Opted out', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(row.getByRole('checkbox').isDisabled()).resolves.toBe(true);
    // Even asked directly, the start refuses it and the confirmation says why.
    const moved = await api('/api/future-service-interaction/transfer', {
      method: 'POST',
      body: JSON.stringify({ run: '10K', vehicleIds: [optedOut.vehicleId] }),
    });
    expect(moved.status).toBe(200);
    const [leadId] = moved.body.futureServiceInteractionIds as number[];
    const preview = await api('/api/service-workflow/bulk/preview', {
      method: 'POST',
      body: JSON.stringify({ futureServiceInteractionIds: [leadId] }),
    });
    expect(preview.body).toMatchObject({
      willText: 0,
      excluded: [{ futureServiceInteractionId: leadId, reason: OPTED_OUT }],
    });
    const started = await api('/api/service-workflow/bulk/initiate', {
      method: 'POST',
      body: JSON.stringify({ futureServiceInteractionIds: [leadId] }),
    });
    expect(started.status).toBe(400);
  });

  it('bulk-starts two leads after a confirmation that counts them, and their first texts show in the lead manager', async () => {
    const chosen = shown.filter((row) => !row.optedOut && !row.transferred).slice(0, 2);
    expect(chosen).toHaveLength(2);
    for (const row of chosen) await rowOf(row.customerName!).getByRole('checkbox').check();
    await page.getByText(/ · 2 chosen$/).waitFor(WAIT);
    const open = async () => {
      if (await page.getByRole('dialog', { name: 'Start conversations' }).isVisible()) return;
      await page.getByRole('button', { name: 'Start conversations' }).click();
    };
    await open();
    const dialog = page.getByRole('dialog', { name: 'Start conversations' });
    await dialog.getByText('2 texts will go').waitFor(WAIT);
    const sample = (await dialog.getByLabel('Sample text').textContent())?.trim() ?? '';
    expect(sample.length).toBeGreaterThan(10);
    await shoot('planners-confirm', open);
    await dialog.getByRole('button', { name: 'Send 2 texts' }).click();
    await notice(page, 'Successfully Initiated! 2 started.').waitFor(WAIT);

    // Transferring again answers the leads the start used (a repeat creates nothing new).
    const again = await api('/api/future-service-interaction/transfer', {
      method: 'POST',
      body: JSON.stringify({ run: '10K', vehicleIds: chosen.map((row) => row.vehicleId) }),
    });
    const leadIds = again.body.futureServiceInteractionIds as number[];
    expect(leadIds).toHaveLength(2);
    const firstNames: string[] = [];
    for (const leadId of leadIds) {
      const lead = (await api(`/api/future-service-interaction?future-service-interaction-id=${leadId}`))
        .body as {
        customerMaster: { firstName: string; lastName: string };
      };
      const { firstName, lastName } = lead.customerMaster;
      firstNames.push(firstName);
      await page.goto(`${app.url}/leadmanager/${leadId}`);
      const box = page.getByRole('region', { name: `Chat with ${firstName} ${lastName}` });
      // The first text, as the confirmation's sample showed it for one of them.
      await box
        .getByRole('article')
        .filter({ hasText: `Hi ${firstName},` })
        .first()
        .waitFor(WAIT);
    }
    expect(firstNames.some((name) => sample.startsWith(`Hi ${name},`))).toBe(true);
  });

  it("says a started row was texted, and when, in the store's zone; a refused start says why (issue 30)", async () => {
    const zone = (
      (await (
        await fetch(`${app.url}/user/v2/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'super_user@torque.demo', password: 'torque-demo' }),
        })
      ).json()) as { officeTimeZone: string }
    ).officeTimeZone;
    // The start's test left for the lead manager: back to the planner, run again.
    await page.goto(`${app.url}/planners`);
    await page.getByRole('button', { name: 'Run planner' }).click();
    await results().getByRole('row').nth(1).waitFor(WAIT);
    const rows = await tenK();
    const started = rows.filter((row) => row.firstText && row.firstText.state !== 'NOT_TEXTED');
    expect(started).toHaveLength(2);
    for (const one of started) {
      const row = rowOf(one.customerName!);
      const first = one.firstText!;
      const when = labelledTime(first.at, zone);
      await row.getByText(first.state === 'TEXTED' ? 'Texted' : 'Held', { exact: true }).waitFor(WAIT);
      await row.getByText(first.state === 'TEXTED' ? when : `until ${when}`, { exact: true }).waitFor(WAIT);
    }
    const refused = rows.find((row) => row.optedOut && row.firstText?.state === 'NOT_TEXTED');
    expect(refused?.firstText?.reason).toBe(OPTED_OUT);
    const refusedRow = rowOf(refused!.customerName!);
    await refusedRow.getByText('Not texted', { exact: true }).waitFor(WAIT);
    await refusedRow.getByText(OPTED_OUT, { exact: true }).waitFor(WAIT);
    await shoot('planners-texted');
  });

  it('keeps the transferred rows chosen after Transfer (issue 30)', async () => {
    const header = results().getByRole('checkbox', { name: 'Choose every row' });
    while (!(await page.getByText(/ · 0 chosen$/).isVisible())) await header.click();
    const fresh = (await tenK()).filter((row) => !row.optedOut && !row.transferred).slice(0, 2);
    expect(fresh).toHaveLength(2);
    for (const row of fresh) await rowOf(row.customerName!).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Transfer' }).click();
    await notice(page, 'Successfully Transfered').waitFor(WAIT);
    for (const row of fresh) {
      await rowOf(row.customerName!).getByText('Lead', { exact: true }).waitFor(WAIT);
      expect(await rowOf(row.customerName!).getByRole('checkbox').isChecked()).toBe(true);
    }
    await page.getByText(/ · 2 chosen$/).waitFor(WAIT);
    const moved = await tenK();
    for (const row of fresh)
      expect(moved.find((one) => one.vehicleId === row.vehicleId)?.transferred).toBe(true);
  });

  it('picks the BOC and the store by name, and the run is asked with their ids (issue 30)', async () => {
    await page.goto(`${app.url}/planners`);
    await page.getByRole('heading', { name: 'Service planners' }).waitFor(WAIT);
    type Named = { id: number; bocName?: string; storeName?: string; bocMaster?: { id: number } };
    const bocs = (await api('/api/boc')).body.data as Named[];
    const stores = (await api('/api/store?page=0&size=100')).body.data as Named[];
    await page.getByRole('combobox', { name: 'BOC' }).click();
    expect((await page.getByRole('option').allTextContents()).sort()).toEqual(
      bocs.map((boc) => boc.bocName).sort(),
    );
    await page.keyboard.press('Escape');
    await choose('BOC', 'East Region BOC', 'East');
    const east = bocs.find((boc) => boc.bocName === 'East Region BOC')!;
    await page.getByRole('combobox', { name: 'Store' }).click();
    expect((await page.getByRole('option').allTextContents()).sort()).toEqual(
      stores
        .filter((store) => store.bocMaster?.id === east.id)
        .map((store) => store.storeName)
        .sort(),
    );
    await page.keyboard.press('Escape');
    await choose('Store', BROOKLYN, 'Brook');
    const brooklyn = stores.find((store) => store.storeName === BROOKLYN)!;
    const [asked] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('run-future-prediction-for-10k')),
      page.getByRole('button', { name: 'Run planner' }).click(),
    ]);
    const query = new URL(asked.url()).searchParams;
    expect([query.get('boc'), query.get('store')]).toEqual([String(east.id), String(brooklyn.id)]);
    await results().getByRole('row').nth(1).waitFor(WAIT);
    await shoot('planners-pickers', async () => {
      await page.getByRole('combobox', { name: 'Store' }).click();
    });
    await page.keyboard.press('Escape');
  });

  it('runs every planner of the picker in the screen, each showing vehicles due', async () => {
    await page.goto(`${app.url}/planners`);
    await page.getByRole('heading', { name: 'Service planners' }).waitFor(WAIT);
    const picker = page.getByRole('combobox', { name: 'Planner' });
    await picker.click();
    const labels = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    expect(labels).toEqual(
      expect.arrayContaining([
        '10K',
        'Honda old model',
        'Honda service pass',
        'First service',
        'State inspection',
      ]),
    );
    const answered: Record<string, string> = {};
    for (const label of labels) {
      await picker.click();
      await page.getByRole('option', { name: label, exact: true }).click();
      // The state inspection planner runs under a BOC and store (the demo's Brooklyn store).
      const scoped = label === 'State inspection';
      if (scoped) {
        await choose('BOC', 'East Region BOC');
        await choose('Store', BROOKLYN);
      } else
        for (const any of ['Any BOC', 'Any store'])
          if (await page.getByRole('button', { name: any }).isVisible())
            await page.getByRole('button', { name: any }).click();
      const [response] = await Promise.all([
        page.waitForResponse((answer) =>
          /future-service-interaction\/(run|honda|first)|state-inspection/.test(answer.url()),
        ),
        page.getByRole('button', { name: 'Run planner' }).click(),
      ]);
      const body = (await response.json()) as { total?: number; message?: string };
      answered[label] = response.ok() ? `${body.total} due` : `refused: ${body.message}`;
      if (response.ok())
        await page
          .getByText(new RegExp(`^${(body.total ?? 0).toLocaleString('en-US')} vehicles due · `))
          .waitFor(WAIT);
    }
    const empty = Object.entries(answered).filter(([, text]) => !/^[1-9]\d* due$/.test(text));
    expect(empty).toEqual([]);
  });
});
