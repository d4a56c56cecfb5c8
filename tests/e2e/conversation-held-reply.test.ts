import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import {
  answeredLeads,
  enableLogMode,
  SHOTS_DIR,
  useConversationSession,
} from './support/conversation-session.js';
import { customerTexts } from './support/customer-phone.js';
import {
  notice,
  openChatBox,
  phoneOf,
  quietTextableLeads,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';

// Issue 14, second list 5: a held log-mode reply never disappears silently. When its 40-second window
// closes untouched the server sends it (no browser needed); when staff stepped in it awaits approval
// with Approve and Discard.
const RUN = Date.now().toString(36);
const REPLY = 'What day and time work best';
let app: RunningApp;
let page: Page;
let token: string;
let untouchedLead: StaffLead;
let intervenedLead: StaffLead;

const staff = useConversationSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  [untouchedLead, intervenedLead] = answeredLeads(quietTextableLeads(await staffLeads(app.url, token))) as [
    StaffLead,
    StaffLead,
  ];
  await enableLogMode(app.url, token, untouchedLead.id);
  await enableLogMode(app.url, token, intervenedLead.id);
});

type Stored = { content: string; messageType: string; direction: string; heldReplyOutcome: string | null };
const stored = async (leadId: number): Promise<Stored[]> =>
  (
    (await (
      await fetch(
        `${app.url}/api/svc-message-instance/conversation-history?future_service_interaction_id=${leadId}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
    ).json()) as { data: Stored[] }
  ).data;
const sentReplies = async (leadId: number) =>
  (await stored(leadId)).filter(
    (m) => m.messageType === 'SMS' && m.direction !== 'RECEIVED' && m.content.includes(REPLY),
  );

/** The held reply's internal note in the open box. */
const heldNote = (box: Locator): Locator =>
  box
    .getByRole('article', { name: /^Internal note from / })
    .filter({ hasText: REPLY })
    .last();

describe('a held log-mode reply at the end of its window', () => {
  it('is sent by the server when the window closes untouched, and the note says so', async () => {
    const box = await openChatBox(page, untouchedLead);
    await customerTexts(app.url, await phoneOf(app.url, untouchedLead), `Yes ${RUN}`);
    const note = heldNote(box);
    await note.waitFor(WAIT);
    await note.getByRole('timer', { name: 'Intervention countdown' }).waitFor(WAIT);
    expect(await sentReplies(untouchedLead.id)).toEqual([]);
    await page.screenshot({ path: `${SHOTS_DIR}/held-reply-countdown-1440.png` });

    // The window closes: the note says the reply was sent and the text shows in the conversation.
    await note.getByRole('status').filter({ hasText: 'Reply sent' }).waitFor({ timeout: 70_000 });
    expect(await note.getByRole('timer').count()).toBe(0);
    await box
      .getByRole('article', { name: /^Text message from / })
      .filter({ hasText: REPLY })
      .last()
      .waitFor(WAIT);
    expect(await sentReplies(untouchedLead.id)).toHaveLength(1);
    await page.screenshot({ path: `${SHOTS_DIR}/held-reply-sent-1440.png` });
  }, 150_000);

  it('awaits approval once staff intervened, is not sent when the window ends, and Approve sends it', async () => {
    const box = await openChatBox(page, intervenedLead);
    await customerTexts(app.url, await phoneOf(app.url, intervenedLead), `Yes ${RUN}`);
    const note = heldNote(box);
    await note.waitFor(WAIT);
    await note.getByRole('button', { name: 'Intervene' }).click();
    await note.getByRole('status').filter({ hasText: 'Awaiting approval' }).waitFor(WAIT);
    const controls = note.getByRole('group', { name: 'Log mode confirmation' });
    await controls.getByRole('button', { name: 'Discard' }).waitFor(WAIT);
    await page.screenshot({ path: `${SHOTS_DIR}/held-reply-awaiting-1440.png` });

    // Past the 40 seconds the server leaves it to staff: nothing is sent by itself.
    await page.waitForTimeout(45_000);
    expect(await sentReplies(intervenedLead.id)).toEqual([]);
    expect(await note.getByRole('status').filter({ hasText: 'Awaiting approval' }).count()).toBe(1);

    await controls.getByRole('button', { name: 'Approve' }).click();
    await notice(page, 'Successfully Sent').waitFor(WAIT);
    await note.getByRole('status').filter({ hasText: 'Reply sent' }).waitFor(WAIT);
    expect(await sentReplies(intervenedLead.id)).toHaveLength(1);
  }, 150_000);
});
