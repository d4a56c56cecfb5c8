import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { customerTexts } from './support/customer-phone.js';
import { history } from './support/public-api.js';
import {
  leadState,
  notice,
  openChatBox,
  phoneOf,
  quietTextableLeads,
  sendFromComposer,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 29: the customer's own words decide consent, in real Chromium against the app as `npm start`
// runs it. A Spanish "stop" blocks every text and is confirmed once, in Spanish; "don't stop" is no
// opt-out.
const RUN = Date.now().toString(36);
const OPTED_OUT = 'This customer has opted out of text messages.';
const SPANISH_CONFIRMATION = /Has sido dado de baja/;
let app: RunningApp;
let page: Page;
let token: string;
let spanishLead: StaffLead;
let keepLead: StaffLead;

const staff = useStaffSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  [spanishLead, keepLead] = quietTextableLeads(await staffLeads(app.url, token)) as [StaffLead, StaffLead];
});

/** What went to the customer after their reply (texts written by staff, the assistant or the system). */
const outgoingAfter = async (leadId: number, reply: string) => {
  const messages = await history(app.url, token, leadId);
  const replyAt = messages.findIndex((m) => m.direction === 'RECEIVED' && m.content === reply);
  return messages.slice(replyAt + 1).filter((m) => m.direction !== 'RECEIVED' && m.messageType === 'SMS');
};

describe('consent replies (issue 29)', () => {
  it('reads a Spanish opt-out, confirms it once in Spanish, and blocks staff and the assistant', async () => {
    const box = await openChatBox(page, spanishLead);
    const reply = 'Ya no me manden mensajes por favor';
    await customerTexts(app.url, await phoneOf(app.url, spanishLead), reply);
    await box
      .getByRole('article', { name: /^Text message from / })
      .filter({ hasText: reply })
      .waitFor(WAIT);
    await expect
      .poll(async () => (await leadState(app.url, token, spanishLead.id)).customerMaster.blockSms, WAIT)
      .toBe(true);
    // One confirmation, in the customer's language, on screen and on the server.
    await box.getByRole('article').filter({ hasText: SPANISH_CONFIRMATION }).first().waitFor(WAIT);
    await box
      .getByRole('region', { name: 'Reply' })
      .getByRole('alert')
      .filter({ hasText: OPTED_OUT })
      .waitFor(WAIT);

    // Staff are refused, and nothing reaches the server.
    const text = `Your car is ready (${RUN})`;
    const sendCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/svc-send-message')) sendCalls.push(request.url());
    });
    await sendFromComposer(box, text);
    await notice(page, OPTED_OUT).waitFor(WAIT);
    expect(sendCalls).toEqual([]);

    // Nothing else follows the confirmation: no assistant answer, no second confirmation.
    await page.waitForTimeout(3_000);
    const after = await outgoingAfter(spanishLead.id, reply);
    expect(after.map((m) => SPANISH_CONFIRMATION.test(m.content ?? ''))).toEqual([true]);
  });

  it('keeps a customer who asks us not to stop the reminders subscribed, with no unsubscribe text', async () => {
    const box = await openChatBox(page, keepLead);
    const reply = "Please don't stop the reminders, they help me a lot";
    await customerTexts(app.url, await phoneOf(app.url, keepLead), reply);
    await box
      .getByRole('article', { name: /^Text message from / })
      .filter({ hasText: reply })
      .waitFor(WAIT);
    // Time for a wrong opt-out to be recorded and confirmed, had the reply been read as one.
    await page.waitForTimeout(3_000);
    expect((await leadState(app.url, token, keepLead.id)).customerMaster.blockSms).toBe(false);
    const after = await outgoingAfter(keepLead.id, reply);
    expect(after.filter((m) => /unsubscribed|dado de baja/i.test(m.content ?? ''))).toEqual([]);
    expect(
      await box
        .getByRole('region', { name: 'Reply' })
        .getByRole('alert')
        .filter({ hasText: OPTED_OUT })
        .count(),
    ).toBe(0);
  });
});
