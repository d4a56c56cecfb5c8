import { customerTimeZone } from '@torque/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { answeredLeads, SHOTS_DIR, useConversationSession } from './support/conversation-session.js';
import { customerTexts } from './support/customer-phone.js';
import {
  openChatBox,
  phoneOf,
  quietTextableLeads,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { nextWallClockIn } from './support/store-time.js';

// Issue 14, second list 4, and issue 29: a text held for quiet hours shows 'Held until <time>
// (customer's time)' (on the customer's clock) until it goes out, never 'Sent', then the ticks, live. The server's clock is started shortly
// before 8 am in New York (TORQUE_CLOCK_START), so the assistant's reply to a New York customer is
// held until 8:00 and goes out a minute or two later while the test watches.
const ZONE = 'America/New_York';
const RUN = Date.now().toString(36);

const START = nextWallClockIn(ZONE, 7, 58, 30);

let app: RunningApp;
let page: Page;
let token: string;
let lead: StaffLead;

// No shop floor moves here (DMS_URL names no server, so the feed reads nothing): a repair order closing
// would thank its customer, and a reply to a thank-you is a survey answer (issue 34), not the assistant's.
const staff = useConversationSession({
  TORQUE_CLOCK_START: START.toISOString(),
  DMS_URL: 'http://127.0.0.1:9',
});

beforeAll(async () => {
  ({ app, page, token } = staff);
  const leads = answeredLeads(quietTextableLeads(await staffLeads(app.url, token)));
  // A New York customer (by area code): quiet hours end at 8:00 in their zone.
  const newYorker = leads.find(
    (candidate) => customerTimeZone(candidate.customerMaster.cellular, ZONE) === ZONE,
  );
  if (!newYorker) throw new Error('no textable New York customer in the demo data');
  lead = newYorker;
});

describe('texts held for quiet hours', () => {
  it("shows 'Held until 8:00 AM (customer's time)' until the text goes, then the ticks, without a reload", async () => {
    const box = await openChatBox(page, lead);
    await customerTexts(app.url, await phoneOf(app.url, lead), `Yes ${RUN}`);
    const reply = box
      .getByRole('article', { name: /^Text message from / })
      // A yes is answered with free times to pick (issue 31 point 5), or the customer's booked appointment.
      .filter({ hasText: /Reply 1 or 2\.|You are booked for|What day and time work best/ })
      .last();
    await reply.waitFor(WAIT);
    // The customer's zone is New York's: 8:00 AM on their clock.
    const scheduled = reply.getByRole('status', { name: "Held until 8:00 AM (customer's time)" });
    await scheduled.waitFor(WAIT);
    expect(await reply.getByRole('img', { name: /^(Sent|Delivered)$/ }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS_DIR}/scheduled-1440.png` });

    // At 8:00 the outbox sends it; the carrier's reports move the ticks in the open box.
    await reply.getByRole('img', { name: /^(Sent|Delivered)$/ }).waitFor({ timeout: 200_000 });
    expect(await scheduled.count()).toBe(0);
  }, 300_000);
});
