import { expect, it, describe, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningApp } from './support/app-under-test.js';
import { answeredLeads, useConversationSession } from './support/conversation-session.js';
import { customerTexts } from './support/customer-phone.js';
import {
  fullName,
  openChatBox,
  phoneOf,
  quietTextableLeads,
  sendFromComposer,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';

// Issue 14, second list 3: each message names who sent it — the staff member for a staff reply (not
// the assistant whose number it went from), the assistant only for its own replies, the customer inbound.
const RUN = Date.now().toString(36);
const STAFF = 'Samantha Ortiz'; // the demo super user
let app: RunningApp;
let page: Page;
let token: string;
let lead: StaffLead;

const staff = useConversationSession();

beforeAll(async () => {
  ({ app, page, token } = staff);
  [lead] = answeredLeads(quietTextableLeads(await staffLeads(app.url, token))) as [StaffLead];
});

describe('who sent each message', () => {
  it("labels a staff reply with the staff member, the assistant's with the assistant, inbound with the customer", async () => {
    const box = await openChatBox(page, lead);
    await customerTexts(app.url, await phoneOf(app.url, lead), `Yes ${RUN}`);
    const inbound = box
      .getByRole('article', { name: /^Text message from / })
      .filter({ hasText: `Yes ${RUN}` });
    await inbound.waitFor(WAIT);
    expect(await inbound.getAttribute('aria-label')).toMatch(
      new RegExp(`^Text message from ${fullName(lead)}, `),
    );

    // The assistant answers "Yes" (AI on); its reply is labelled with the assistant's name.
    const assistantReply = box
      .getByRole('article', { name: /^Text message from / })
      // A yes is answered with free times to pick (issue 31 point 5), or the customer's booked appointment.
      .filter({ hasText: /Reply 1 or 2\.|You are booked for|What day and time work best/ })
      .last();
    await assistantReply.waitFor(WAIT);
    const assistantName = (await assistantReply.getAttribute('aria-label')) ?? '';
    expect(assistantName).toMatch(/^Text message from (Ava|Sam) Torque, /);

    const text = `See you at nine (${RUN})`;
    await sendFromComposer(box, text);
    const reply = box.getByRole('article', { name: /^Text message from / }).filter({ hasText: text });
    await reply.waitFor(WAIT);
    expect(await reply.getAttribute('aria-label')).toMatch(new RegExp(`^Text message from ${STAFF}, `));

    // The server recorded the sender: a fresh read of the conversation names the staff member too.
    await page.reload();
    const again = box.getByRole('article', { name: /^Text message from / }).filter({ hasText: text });
    await again.waitFor(WAIT);
    expect(await again.getAttribute('aria-label')).toMatch(new RegExp(`^Text message from ${STAFF}, `));
    const stored = (await (
      await fetch(
        `${app.url}/api/svc-message-instance/conversation-history?future_service_interaction_id=${lead.id}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
    ).json()) as { data: { content: string; messageSentBy: string; sentByUserId: number | null }[] };
    const sent = stored.data.find((message) => message.content === text);
    expect(sent?.messageSentBy).toBe(STAFF);
    expect(sent?.sentByUserId).toEqual(expect.any(Number));
  });
});
