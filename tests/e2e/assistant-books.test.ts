import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-under-test.js';
import { customerTexts, type DemoPhone } from './support/customer-phone.js';
import { history } from './support/public-api.js';
import {
  openChatBox,
  phoneOf,
  quietTextableLeads,
  SLOW_WAIT,
  staffLeads,
  WAIT,
  type StaffLead,
} from './support/staff-inbox.js';
import { useStaffSession } from './support/staff-session.js';
import { shootEveryWay } from './support/screenshots.js';

// Issue 31 point 5, done when: in real Chromium against the app as `npm start` runs it, through the
// customer-phone simulator, "can I come thursday around 2" gets two real free Thursday times near 2 pm,
// "1" books the first, the appointment appears in /appointments and on the service board, and the
// customer gets the confirmation. The app runs on the real clock: the test reads the Thursday the
// assistant offered (the coming one in the store's zone, whatever the hour) and checks it against the
// free times staff see for that day. Quiet hours may hold a text: the test reads what the thread holds.
const SHOTS = process.env.ASSISTANT_BOOKS_SHOTS_DIR ?? '/tmp/assistant-books-shots';
const ASK = 'can I come thursday around 2';
/**
 * The offer; on a Thursday just before 2 pm the times near it may be gone, and the text says so first.
 * It ends with the lead's booking link to pick any other time (issue 34).
 */
const OFFER =
  /^(Thanks .+! |.+ is not free\. The nearest times: )(Thursday \w{3} \d{1,2}): (.+)\. Reply 1 or 2\. Or pick any time here: (\S+)$/;

let app: RunningApp;
let page: Page;
let token: string;
let lead: StaffLead & { storeMaster: { id: number; officeMasterVO: { officeTimeZone: string } } };
let phone: DemoPhone;
const staff = useStaffSession();

const api = async <T>(path: string, body: object): Promise<T> => {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

type Appointment = {
  apptId: number;
  futureServiceInteractionId: number;
  apptDate: string;
  apptTime: string;
  apptStatus: string;
  advisorName: string;
};
const appointmentsOf = async (fsiId: number, startDate: string) =>
  (
    await api<{ data: Appointment[] }>('/api/appointment/search?size=500', {
      query: lead.customerMaster.cellular.slice(-10),
      startDate,
    })
  ).data.filter((row) => row.futureServiceInteractionId === fsiId && row.apptStatus === 'BOOKED');

/** "Thursday Dec 10" as YYYY-MM-DD: the date within the coming eight days that reads so. */
function dateOf(label: string): string {
  for (let ahead = -1; ahead <= 8; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000);
    const read = day.toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    if (read.replace(',', '') === label) return day.toISOString().slice(0, 10);
  }
  throw new Error(`no date reads ${label}`);
}

/** "1:30 or 2:00 PM with Angela" (or each with its own half and advisor) as 24-hour 'HH:mm' times. */
function times24(said: string): string[] {
  const clock = [...said.matchAll(/(\d{1,2}):(\d{2})(?:\s*(AM|PM))?/g)];
  return clock.map((match, index) => {
    const half = clock.slice(index).find((later) => later[3] !== undefined)![3];
    const hour = (Number(match[1]) % 12) + (half === 'PM' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${match[2]}`;
  });
}
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The assistant's texts to this customer in the thread (held by quiet hours or sent), oldest first. */
const assistantTexts = async () =>
  (await history(app.url, token, lead.id))
    .filter(
      (m) =>
        m.messageType === 'SMS' && m.direction !== 'INBOUND' && m.notificationType === 'MESSAGE_TO_CUSTOMER',
    )
    .map((m) => m.content);

const shoot = (name: string, reopen?: () => Promise<void>) =>
  shootEveryWay(page, `${SHOTS}/${name}`, reopen ? { reopen } : {});

beforeAll(async () => {
  ({ app, page, token } = staff);
  mkdirSync(SHOTS, { recursive: true });
  const since = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  // A Brooklyn customer the assistant answers, who may be texted and has no appointment ahead.
  type Flags = { appointmentSet?: boolean; conversationClosed?: boolean };
  const candidates = (quietTextableLeads(await staffLeads(app.url, token)) as (typeof lead & Flags)[]).filter(
    (candidate) =>
      candidate.aiEnabled &&
      candidate.storeMaster.id === 1 &&
      !candidate.appointmentSet &&
      !candidate.conversationClosed,
  );
  let found = false;
  for (const candidate of candidates) {
    lead = candidate;
    if ((await appointmentsOf(candidate.id, since)).length === 0) {
      found = true;
      break;
    }
  }
  expect(found, 'a Brooklyn lead with AI on and no appointment ahead').toBe(true);
  phone = await phoneOf(app.url, lead);
});

describe('the assistant books (issue 31 point 5)', () => {
  let offered: { day: string; times: string[] };

  it('answers "can I come thursday around 2" with two real free Thursday times near 2 pm', async () => {
    const box = await openChatBox(page, lead);
    await customerTexts(app.url, phone, ASK);
    const offerBubble = box.getByRole('article').filter({ hasText: /Reply 1 or 2\./ });
    await offerBubble.first().waitFor(SLOW_WAIT);
    const offer = (await assistantTexts()).at(-1)!;
    const [, opening, label, said, link] = OFFER.exec(offer)!;
    // The link is the lead's live one, the same staff see, and it opens the customer's page.
    const live = await fetch(
      `${app.url}/api/future-service-interaction/booking-link?future-service-interaction-id=${lead.id}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(((await live.json()) as { url: string }).url).toBe(link);
    const opened = await fetch(`${app.url}/api/booking-link/${link!.split('/book/')[1]}`);
    expect(opened.status).toBe(200);
    const day = dateOf(label!);
    expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(4);
    const times = times24(said!);
    expect(times).toHaveLength(2);
    // The free times staff see for that day (the booking engine's): the offer is the two nearest 2 pm.
    const [dd, mm, yyyy] = [day.slice(8, 10), day.slice(5, 7), day.slice(0, 4)];
    const free = (
      await api<{ data: { time: string }[] }>('/api/nlp/availability-without-template', {
        fsiId: lead.id,
        transportType: 'DROP_OFF',
        inpDate: `${dd}.${mm}.${yyyy}`,
        inpTime: '00:00',
        opCode: [],
        notes: '',
        serviceType: '',
        advisorId: '',
      })
    ).data.map((slot) => slot.time);
    const nearest = free
      .map((time, order) => ({ time, order, off: Math.abs(minutes(time) - 14 * 60) }))
      .sort((a, b) => a.off - b.off || a.order - b.order)
      .slice(0, 2)
      .map((slot) => slot.time)
      .sort();
    expect(times).toEqual(nearest);
    if (opening!.startsWith('Thanks'))
      for (const time of times) expect(Math.abs(minutes(time) - 14 * 60)).toBeLessThanOrEqual(60);
    offered = { day, times };
    await offerBubble.first().scrollIntoViewIfNeeded();
    await shoot('assistant-offer', () => offerBubble.first().scrollIntoViewIfNeeded());
  });

  it('"1" books the first: the card and the confirmation in the thread, as a staff booking', async () => {
    const box = await openChatBox(page, lead);
    await customerTexts(app.url, phone, '1');
    const card = box.getByRole('article', { name: 'Appointment: Service appointment' });
    await card.waitFor(SLOW_WAIT);
    const confirmation = box
      .getByRole('article')
      .filter({ hasText: /your appointment is confirmed for Thursday/ });
    await confirmation.first().waitFor(SLOW_WAIT);

    const [booked] = await appointmentsOf(lead.id, offered.day);
    expect(booked).toMatchObject({ apptDate: offered.day, apptTime: offered.times[0] });
    const texts = await assistantTexts();
    const confirmed = texts.filter((text) => /your appointment is confirmed for Thursday/.test(text));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatch(/, Drop-off\. Reply to this text to cancel or reschedule\.$/);
    const messages = await history(app.url, token, lead.id);
    expect(messages.filter((m) => m.messageType === 'CALENDAR_INVITE')).toHaveLength(1);
    await confirmation.first().scrollIntoViewIfNeeded();
    await shoot('assistant-booked', () => confirmation.first().scrollIntoViewIfNeeded());
  });

  it('the appointment is in the appointment manager and on the service board', async () => {
    const [booked] = await appointmentsOf(lead.id, offered.day);
    const name = `${lead.customerMaster.firstName} ${lead.customerMaster.lastName}`;
    await page.goto(`${app.url}/appointments`);
    await page.getByRole('table', { name: 'Appointments' }).waitFor(WAIT);
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    const row: Locator = page.getByTestId(`appointment-${booked!.apptId}`);
    await row.waitFor(WAIT);
    expect(await row.textContent()).toContain('Booked');

    await page.goto(`${app.url}/service-board`);
    await page.getByRole('heading', { name: 'Service-order board' }).waitFor(WAIT);
    const [year, month, day] = offered.day.split('-');
    await page.getByRole('textbox', { name: 'Appointments on' }).fill(`${day}/${month}/${year}`);
    await page
      .getByRole('region', { name: 'Appointments', exact: true })
      .getByRole('listitem', { name: `Appointment ${booked!.apptId}` })
      .waitFor(WAIT);
  });
});
