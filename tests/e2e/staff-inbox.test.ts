import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { customerTexts } from './support/customer-phone.js';
import { history } from './support/public-api.js';
import {
  chatBox,
  fullName,
  leadRow,
  ownLeadRow,
  leadState,
  markNoticesSeen,
  notice,
  openChatBox,
  SEARCH_PLACEHOLDER,
  phoneOf,
  quietTextableLeads,
  rowUnread,
  sendFromComposer,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 6: a super user's inbox in real Chromium against the app as `npm start` runs it — texting
// and e-mailing customers, a customer's reply arriving through the real Twilio webhook, and the
// three-chat-box limit.
// Spec 1 §9's 2 s for a reply to show is a budget, not a test: a wall-clock bound here fails on a busy
// CI machine for reasons no user meets. These tests check the reply arrives live, with no reload.
const RUN = Date.now().toString(36);
let app: RunningApp;
let page: Page;
let token: string;
let smsLead: StaffLead;
let emailLead: StaffLead;
let replyLead: StaffLead;
let openReplyLead: StaffLead;
let boxLeads: StaffLead[];

const staff = useStaffSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  // Each test works its own customers, so none sees another's messages or counts.
  const quiet = quietTextableLeads(await staffLeads(app.url, token));
  emailLead = quiet.find((lead) => lead.customerMaster.email)!;
  [smsLead, replyLead, openReplyLead, ...boxLeads] = quiet.filter((lead) => lead !== emailLead) as [
    StaffLead,
    StaffLead,
    StaffLead,
    ...StaffLead[],
  ];
});

const searchBox = () => page.getByPlaceholder(SEARCH_PLACEHOLDER);
const openFromList = (lead: StaffLead) => openChatBox(page, lead);

describe('a super user works the inbox', () => {
  it('texts a customer: Successfully Sent, the bubble shows, the server stored the SMS', async () => {
    const lead = smsLead;
    const box = await openFromList(lead);
    const text = `Your vehicle is ready for pickup (${RUN})`;
    await sendFromComposer(box, text);
    await notice(page, 'Successfully Sent').waitFor(WAIT);
    expect(await box.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    const bubble = box.getByRole('article', { name: /^Text message from / }).filter({ hasText: text });
    await expect.poll(() => bubble.count(), WAIT).toBe(1);
    const stored = (await history(app.url, token, lead.id)).filter((message) => message.content === text);
    expect(stored.map(({ messageType, direction }) => ({ messageType, direction }))).toEqual([
      { messageType: 'SMS', direction: 'SEND' },
    ]);
  });

  it('e-mails a customer: subject and body, Successfully Sent, the e-mail card shows its subject', async () => {
    const lead = emailLead;
    const box = await openFromList(lead);
    const subject = `Service reminder ${RUN}`;
    const body = `Your 10,000-mile service is due (${RUN}).`;
    // The segmented control's radios are visually hidden: a user clicks the label.
    await box.getByRole('radiogroup', { name: 'Message type' }).getByText('E-mail', { exact: true }).click();
    expect(await box.getByRole('radio', { name: 'E-mail' }).isChecked()).toBe(true);
    await box.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await sendFromComposer(box, body);
    await notice(page, 'Successfully Sent').waitFor(WAIT);
    const card = box.getByRole('article', { name: new RegExp(`^E-mail from .+: ${subject}$`) });
    await expect.poll(() => card.count(), WAIT).toBe(1);
    expect(await card.textContent()).toContain(body);
    const stored = (await history(app.url, token, lead.id)).filter((message) => message.content === body);
    expect(stored.map(({ messageType, direction }) => ({ messageType, direction }))).toEqual([
      { messageType: 'EMAIL', direction: 'SEND' },
    ]);
  });

  it("shows a customer's reply live: the lead's unread count rises to 1, and clears when opened", async () => {
    // The whole list, so the lead is there to move to the top when its customer texts in.
    await searchBox().fill('');
    await expect
      .poll(() => page.getByRole('list', { name: 'Leads' }).getByRole('link').count(), WAIT)
      .toBeGreaterThan(5);
    const row = ownLeadRow(page, replyLead);
    expect(await rowUnread(row)).toBe(0);
    const phone = await phoneOf(app.url, replyLead);
    const text = `Thanks for the reminder (${RUN} list)`;

    await customerTexts(app.url, phone, text);
    await row
      .filter({ hasText: text })
      .and(page.getByRole('link', { name: /, 1 unread/ }))
      .waitFor(WAIT);
    expect(await rowUnread(row)).toBe(1);
    expect((await leadState(app.url, token, replyLead.id)).totalUnreadCount).toBe(1);
    await row.click();
    const bubble = chatBox(page, replyLead)
      .getByRole('article', { name: `Text message from ${fullName(replyLead)}`, exact: false })
      .filter({ hasText: text });
    await bubble.waitFor(WAIT);
    await expect.poll(() => rowUnread(row), WAIT).toBe(0);
  });

  it("shows a reply live in the open chat box, and the open conversation's count stays at 0", async () => {
    await page.goto(`${app.url}/leadmanager`);
    const box = await openFromList(openReplyLead);
    const row = ownLeadRow(page, openReplyLead);
    const phone = await phoneOf(app.url, openReplyLead);
    const text = `Thanks, see you then (${RUN} open)`;

    await customerTexts(app.url, phone, text);
    await box.getByRole('article').filter({ hasText: text }).waitFor(WAIT);
    expect(
      await box
        .getByRole('article', { name: new RegExp(`^Text message from ${fullName(openReplyLead)}, `) })
        .filter({ hasText: text })
        .count(),
    ).toBe(1);
    await row.filter({ hasText: text }).waitFor(WAIT);
    expect(await rowUnread(row)).toBe(0);
  });

  it("refuses a fourth chat box: 'No more than 3 chat boxes allowed at a time', title Limitation", async () => {
    await page.goto(`${app.url}/leadmanager`);
    const [first, second, third, fourth] = boxLeads as [StaffLead, StaffLead, StaffLead, StaffLead];
    for (const lead of [first, second, third]) await openFromList(lead);
    const boxes = page.getByRole('region', { name: /^Chat with / });
    expect(await boxes.count()).toBe(3);
    await markNoticesSeen(page);

    await searchBox().fill(fullName(fourth));
    await leadRow(page, fourth).first().click();
    await notice(page, 'Limitation')
      .filter({ hasText: 'No more than 3 chat boxes allowed at a time' })
      .waitFor(WAIT);
    expect(await boxes.count()).toBe(3);
    expect(await chatBox(page, fourth).count()).toBe(0);
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(`/leadmanager/${third.id}`);

    // Closing one makes room for it.
    await page.getByRole('button', { name: `Close chat with ${fullName(first)}` }).click();
    await expect.poll(() => boxes.count(), WAIT).toBe(2);
    await openFromList(fourth);
    expect(await boxes.count()).toBe(3);
    expect(await chatBox(page, first).count()).toBe(0);
  });
});
