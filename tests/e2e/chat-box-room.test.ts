import { describe, expect, it } from 'vitest';
import { fullName, openChatBox, staffLeads, WAIT, type StaffLead } from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';

// Issue 30 point 12c: at 1440 x 900 with three chat boxes open (sidebar shown), the conversation
// header took half of each box and a box showed two texts. Now each shows at least six: measured in
// three conversations whose latest six messages are texts (an e-mail or a card is taller than a text).
const staff = useStaffSession();
const TEXTS = ['MESSAGE_TO_CUSTOMER', 'MESSAGE_FROM_CUSTOMER'];
type HistoryMessage = { messageType: string; notificationType: string | null };

/** Whether the lead's latest six messages are plain texts to or from the customer. */
async function endsInTexts(lead: StaffLead): Promise<boolean> {
  const response = await fetch(
    `${staff.app.url}/api/svc-message-instance/conversation-history?future_service_interaction_id=${lead.id}`,
    { headers: { authorization: `Bearer ${staff.token}` } },
  );
  const messages = ((await response.json()) as { data: HistoryMessage[] }).data;
  const latest = messages.slice(-6);
  return (
    latest.length === 6 &&
    latest.every((m) => m.messageType === 'SMS' && TEXTS.includes(m.notificationType ?? ''))
  );
}

/** The box's height, its message log's height, and the messages at least partly in view. */
const roomOf = (box: Element) => {
  const log = box.querySelector('[role="log"]')!.getBoundingClientRect();
  const messages = Array.from(box.querySelectorAll('[role="log"] [role="article"]')).filter((message) => {
    const shown = message.getBoundingClientRect();
    return shown.height > 0 && shown.bottom > log.top + 2 && shown.top < log.bottom - 2;
  });
  return { box: box.getBoundingClientRect().height, log: log.height, messages: messages.length };
};

describe('three chat boxes at 1440 px (issue 30)', () => {
  it('show at least six texts each, the header taking a small part of the box', async () => {
    const { page } = staff;
    await page.setViewportSize({ width: 1440, height: 900 });
    const chosen: StaffLead[] = [];
    for (const lead of await staffLeads(staff.app.url, staff.token)) {
      if (chosen.length === 3) break;
      if (chosen.some((one) => fullName(one) === fullName(lead))) continue;
      if (await endsInTexts(lead)) chosen.push(lead);
    }
    expect(chosen).toHaveLength(3);
    const boxes = [];
    for (const lead of chosen) boxes.push(await openChatBox(page, lead));
    await expect.poll(() => page.getByRole('region', { name: /^Chat with / }).count(), WAIT).toBe(3);
    for (const box of boxes) {
      await box.getByRole('log', { name: 'Messages' }).getByRole('article').first().waitFor(WAIT);
      // The log opens scrolled to the latest message once its rows are measured.
      await expect.poll(async () => (await box.evaluate(roomOf)).messages, WAIT).toBeGreaterThanOrEqual(6);
      const room = await box.evaluate(roomOf);
      // Before: the log had 40% of the box; the header and composer took the rest.
      expect(room.log / room.box, JSON.stringify(room)).toBeGreaterThanOrEqual(0.65);
    }
    await page.screenshot({ path: '/tmp/torque-chat-boxes-1440.png' });
  });
});
