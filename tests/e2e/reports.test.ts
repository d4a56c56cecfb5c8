import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CATALOGUE } from '@torque/domain';
import { customerTexts } from './support/customer-phone.js';
import {
  fullName,
  leadState,
  phoneOf,
  quietTextableLeads,
  staffLeads,
  WAIT,
  SLOW_WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { seriousA11yViolations } from './support/axe.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 18 in Chromium against the app as `npm start` runs it: a STOP texted through the simulator
// raises the store's opt-out count in the summary report, whose figure drills down to the replies
// behind it and from there to the lead. Every report of the picker renders its table.
// Set TORQUE_SHOTS_DIR to keep screenshots (1440 and 390, light and dark).
const SHOTS = process.env['TORQUE_SHOTS_DIR'];
const staff = useStaffSession();
let page: Page;
let lead: StaffLead;
let storeName: string;

beforeAll(async () => {
  page = staff.page;
  lead = quietTextableLeads(await staffLeads(staff.app.url, staff.token))[0]!;
  const state = (await leadState(staff.app.url, staff.token, lead.id)) as Awaited<
    ReturnType<typeof leadState>
  > & { storeMaster: { store_name: string } };
  storeName = state.storeMaster.store_name;
});

/** The summary report's row for the lead's store. */
const storeRow = (): Locator =>
  page
    .getByRole('table', { name: 'Summary' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: storeName, exact: true }) });

/** The store's opt-out figure: a button "N Opt-outs: open …" that drills down. */
const optOutFigure = (): Locator => storeRow().getByRole('button', { name: /^\d+ Opt-outs: / });

async function optOuts(): Promise<number> {
  await optOutFigure().waitFor(WAIT);
  return Number(/^(\d+)/.exec((await optOutFigure().getAttribute('aria-label')) ?? '')?.[1]);
}

describe('the reports screen (issue 18)', () => {
  it('counts a STOP texted in the opt-out figure, and drills down from it to the lead', async () => {
    await page.goto(`${staff.app.url}/reports/summary`);
    await page.getByRole('heading', { level: 1, name: 'Summary' }).waitFor(WAIT);
    const before = await optOuts();

    await customerTexts(staff.app.url, await phoneOf(staff.app.url, lead), 'STOP');
    await expect
      .poll(
        async () => (await leadState(staff.app.url, staff.token, lead.id)).customerMaster.blockSms,
        SLOW_WAIT,
      )
      .toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Summary' }).waitFor(WAIT);
    await expect.poll(optOuts, WAIT).toBe(before + 1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await optOutFigure().click();
    await page.getByRole('heading', { level: 1, name: 'Message response details' }).waitFor(WAIT);
    const stopRow = page
      .getByRole('table', { name: 'Message response details' })
      .getByRole('row')
      .filter({ hasText: 'STOP' })
      .filter({ has: page.getByRole('link', { name: `${fullName(lead)}: open the lead` }) });
    await stopRow.first().waitFor(WAIT);
    await stopRow
      .first()
      .getByRole('link', { name: `${fullName(lead)}: open the lead` })
      .click();
    await page.waitForURL(`**/leadmanager/${lead.id}`);
    await page.getByRole('region', { name: `Chat with ${fullName(lead)}` }).waitFor(WAIT);
  });

  it('counts in the agent report every text sent in the user’s name: a bulk start and a reminder (issue 30)', async () => {
    const api = async (path: string, body?: object) => {
      const response = await fetch(`${staff.app.url}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const signedIn = await fetch(`${staff.app.url}/user/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'super_user@torque.demo', password: 'torque-demo' }),
    });
    const userId = ((await signedIn.json()) as { userMasterId: number }).userMasterId;
    // Yesterday to tomorrow (UTC days): whatever the hour, it holds today in every store's zone.
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const textsSent = async () => {
      const { body } = await api('/api/lisa/report/generate-agent-report', {
        enterpriseId: 1,
        bocIds: [],
        storeIds: [],
        serviceTypes: [],
        startDate: day(-1),
        endDate: day(1),
      });
      const row = (body.data as { userId: number; textsSent: number }[]).find((r) => r.userId === userId);
      return row?.textsSent ?? 0;
    };
    const before = await textsSent();

    // A bulk start (what planners and mailing lists send) of one lead it would text.
    const found = await api('/api/future-service-interaction/custom-search?page=0&size=50', {
      searchText: '',
      conversationInitiated: 'false',
    });
    let started = false;
    for (const candidate of found.body.data as { id: number; customerMaster: { blockSms: boolean } }[]) {
      if (candidate.customerMaster.blockSms) continue;
      const preview = await api('/api/service-workflow/bulk/preview', {
        futureServiceInteractionIds: [candidate.id],
      });
      if (preview.body.willText !== 1) continue;
      const start = await api('/api/service-workflow/bulk/initiate', {
        futureServiceInteractionIds: [candidate.id],
      });
      expect(start.status).toBe(200);
      started = true;
      break;
    }
    expect(started).toBe(true);

    // An appointment reminder, sent by the user behind its preview.
    const booked = await api('/api/appointment/search?size=200', { apptStatus: 'BOOKED', startDate: day(1) });
    let reminded = false;
    for (const one of booked.body.data as { apptId: number; reminderSentAt: string | null }[]) {
      if (one.reminderSentAt) continue;
      const preview = await api(`/api/appointment/${one.apptId}/reminder`);
      if (preview.status !== 200 || preview.body.blockedReason || preview.body.sentAt) continue;
      expect((await api(`/api/appointment/${one.apptId}/reminder`, {})).status).toBe(200);
      reminded = true;
      break;
    }
    expect(reminded).toBe(true);

    await expect.poll(textsSent, WAIT).toBe(before + 2);
    await page.goto(`${staff.app.url}/reports/agent-report`);
    await page.getByRole('heading', { level: 1, name: 'Agent report' }).waitFor(WAIT);
    await page
      .getByRole('table', { name: 'Agent report' })
      .getByRole('cell', { name: String(userId), exact: true })
      .waitFor(WAIT);
  });

  it('renders every report of the picker with its table, or says the range has no data', async () => {
    for (const definition of REPORT_CATALOGUE) {
      await page.goto(`${staff.app.url}/reports/${definition.id}`);
      await page.getByRole('heading', { level: 1, name: definition.title }).waitFor(WAIT);
      const table = page.getByRole('table', { name: definition.title });
      const empty = page.getByText('No Data For The Duration Selected').first();
      await expect.poll(async () => (await table.isVisible()) || (await empty.isVisible()), WAIT).toBe(true);
      expect(
        await page
          .getByRole('alert')
          .filter({ hasText: /error|failed/i })
          .count(),
      ).toBe(0);
    }
  });

  it('shows charts and tables at desktop and phone width, light and dark', async () => {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const)
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${staff.app.url}/reports/response-count`);
        await page.getByRole('figure', { name: 'Response count chart' }).waitFor(WAIT);
        // The page itself never scrolls sideways on a phone; the table scrolls within its own box.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(1);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-${scheme}-${width}.png`, fullPage: true });
      }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
