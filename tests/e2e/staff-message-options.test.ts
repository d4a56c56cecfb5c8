import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInByApi } from './support/api.js';
import type { RunningApp } from './support/app-under-test.js';
import { customerTexts } from './support/customer-phone.js';
import { history } from './support/public-api.js';
import {
  messageOptions,
  markNoticesSeen,
  notice,
  openChatBox,
  phoneOf,
  quietTextableLeads,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 6: the message option menu (SUPER_USER) in real Chromium against the app as `npm start`
// runs it — archiving a message, and log mode: the assistant's reply held for staff, then sent.
const RUN = Date.now().toString(36);
let app: RunningApp;
let page: Page;
let token: string;
/** Archived messages are visible only to SUPER_DATA_ADMIN (spec 1 §6): the archived flag is read as one. */
let dataAdminToken: string;
let archiveLead: StaffLead;
let logModeLead: StaffLead;

const staff = useStaffSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  dataAdminToken = await signInByApi(app.url, 'super_data_admin@torque.demo');
  const quiet = quietTextableLeads(await staffLeads(app.url, token));
  archiveLead = quiet[0]!;
  // The assistant answers only with AI on (and the conversation open).
  logModeLead = quiet.find((lead) => lead !== archiveLead && lead.aiEnabled)!;
});

describe('the message option menu', () => {
  it("archives a message after 'Are you sure want to archive this message?': Successfully Archived", async () => {
    const text = `Please call me about the invoice (${RUN})`;
    await customerTexts(app.url, await phoneOf(app.url, archiveLead), text);
    const box = await openChatBox(page, archiveLead);
    const bubble = box.getByRole('article', { name: /^Text message from / }).filter({ hasText: text });
    await bubble.waitFor(WAIT);

    await messageOptions(box, text).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive' });
    await confirm.getByText('Are you sure want to archive this message?').waitFor(WAIT);
    await confirm.getByRole('button', { name: 'Yes' }).click();

    await notice(page, 'Successfully Archived').waitFor(WAIT);
    // Only SUPER_DATA_ADMIN sees archived messages: the super user's conversation no longer shows it.
    await expect.poll(() => bubble.count(), WAIT).toBe(0);
    const stored = (await history(app.url, dataAdminToken, archiveLead.id)).filter(
      (message) => message.content === text,
    );
    expect(stored.map((message) => message.archived)).toEqual([true]);
  });

  it("sends the assistant's reply held in log mode with the green check: Successfully Sent", async () => {
    const phone = await phoneOf(app.url, logModeLead);
    const first = `Got your message (${RUN})`;
    await customerTexts(app.url, phone, first);
    const box = await openChatBox(page, logModeLead);
    await box.getByRole('article').filter({ hasText: first }).waitFor(WAIT);

    await messageOptions(box, first).click();
    await page.getByRole('menuitem', { name: 'Log mode' }).click();
    await notice(page, 'Log mode enabled').waitFor(WAIT);

    // The customer says yes: the assistant's answer waits as an internal note for staff.
    await customerTexts(app.url, phone, 'Yes please');
    const note = box.getByRole('article', { name: /^Internal note from / }).filter({
      hasText: 'What day and time work best',
    });
    await note.waitFor(WAIT);
    const reply = (await note.getByText(/What day and time work best/).textContent())!.trim();
    const control = note.getByRole('group', { name: 'Log mode confirmation' });
    await control.waitFor(WAIT);
    const sentBefore = (await history(app.url, token, logModeLead.id)).filter(
      (message) =>
        message.messageType === 'SMS' && message.direction !== 'RECEIVED' && message.content === reply,
    );
    expect(sentBefore).toEqual([]);

    await markNoticesSeen(page);
    await control.getByRole('button', { name: 'Send' }).click();
    await notice(page, 'Successfully Sent').waitFor(WAIT);

    // The reply went to the customer as a text, and the note no longer waits for a decision.
    const texted = box.getByRole('article', { name: /^Text message from / }).filter({ hasText: reply });
    await expect.poll(() => texted.count(), WAIT).toBe(1);
    await expect.poll(() => control.count(), WAIT).toBe(0);
    const sent = (await history(app.url, token, logModeLead.id)).filter(
      (message) =>
        message.messageType === 'SMS' && message.direction !== 'RECEIVED' && message.content === reply,
    );
    expect(sent).toHaveLength(1);
  });
});
