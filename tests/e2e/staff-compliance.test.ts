import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { customerTexts } from './support/customer-phone.js';
import { history } from './support/public-api.js';
import {
  leadRow,
  leadState,
  notice,
  openChatBox,
  phoneOf,
  quietTextableLeads,
  sendFromComposer,
  staffLeads,
  WAIT,
  watchDialogs,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 6: compliance and safety in the staff inbox, in real Chromium against the app as `npm start`
// runs it — a customer's STOP blocks texting at once, and a message body never runs script.
const RUN = Date.now().toString(36);
/** Spec: the composer's refusal for a blocked customer (domain OPTED_OUT_MESSAGE). */
const OPTED_OUT = 'This customer has opted out of text messages.';
let app: RunningApp;
let page: Page;
let dialogs: string[];
let token: string;
let stopLead: StaffLead;
let scriptLead: StaffLead;

const staff = useStaffSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  dialogs = watchDialogs(page);
  const quiet = quietTextableLeads(await staffLeads(app.url, token));
  stopLead = quiet[0]!;
  // The assistant answers a lead it runs, and its answer would become the list's latest message.
  scriptLead = quiet.find((lead) => lead !== stopLead && !lead.aiEnabled)!;
});

const sentTexts = async (leadId: number, content: string) =>
  (await history(app.url, token, leadId)).filter(
    (message) => message.direction !== 'RECEIVED' && message.content === content,
  );

describe('compliance in the staff inbox', () => {
  it('refuses to text a customer who just texted STOP, says why, and the server sends nothing', async () => {
    // The conversation is open while the customer opts out.
    const box = await openChatBox(page, stopLead);
    await customerTexts(app.url, await phoneOf(app.url, stopLead), 'STOP');
    await box
      .getByRole('article', { name: /^Text message from / })
      .filter({ hasText: /^STOP/ })
      .waitFor(WAIT);
    expect((await leadState(app.url, token, stopLead.id)).customerMaster.blockSms).toBe(true);
    // The open conversation says so at once, above the composer and in the header.
    await box
      .getByRole('region', { name: 'Reply' })
      .getByRole('alert')
      .filter({ hasText: OPTED_OUT })
      .waitFor(WAIT);
    expect(await box.getByText('Opted out', { exact: true }).count()).toBe(1);

    const text = `Your loaner is ready (${RUN})`;
    const sendCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/svc-send-message')) sendCalls.push(request.url());
    });
    await sendFromComposer(box, text);
    await notice(page, OPTED_OUT).waitFor(WAIT);
    expect(await notice(page, 'Successfully Sent').count()).toBe(0);
    // The composer itself refuses: nothing is even asked of the server.
    expect(sendCalls).toEqual([]);
    expect(await sentTexts(stopLead.id, text)).toEqual([]);
    expect(await box.getByRole('article').filter({ hasText: text }).count()).toBe(0);
  });

  it('shows a message body holding <img src=x onerror=alert(1)> inert: no dialog, no onerror in the page', async () => {
    const marker = `inert-${RUN}`;
    await customerTexts(
      app.url,
      await phoneOf(app.url, scriptLead),
      `<img src=x onerror=alert(1)> ${marker}`,
    );
    const box = await openChatBox(page, scriptLead);
    // The list's latest-message preview and the conversation's bubble both show it.
    await leadRow(page, scriptLead).filter({ hasText: marker }).first().waitFor(WAIT);
    const bubble = box.getByRole('article', { name: /^Text message from / }).filter({ hasText: marker });
    await bubble.waitFor(WAIT);
    // Give a broken image's error event time to fire, were a handler left on it.
    await page.waitForTimeout(1_000);

    expect(dialogs).toEqual([]);
    expect(await page.locator('[onerror]').count()).toBe(0);
    const handlers = await page
      .locator('*')
      .evaluateAll((elements) =>
        elements.flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
      );
    expect(handlers).toEqual([]);
  });
});
