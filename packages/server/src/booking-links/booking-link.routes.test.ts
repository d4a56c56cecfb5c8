import { BOOKING_LINK_LIFETIME_MS, BOOKING_LINK_NO_LONGER_VALID, type Clock } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { BookingLinks } from './booking-links.js';

// Issue 34 point 1: a customer books their own slot from the link a text carries. The link is the
// authority (no sign-in); it opens only its own lead, expires, can be revoked, and is rate-limited.

type Page = Schemas['BookingLinkPage'];
type Answer = Schemas['BookingLinkAnswer'];

/** A Monday noon (UTC) well ahead of the demo data, moved forward by the expiry test. */
const START = new Date('2030-03-04T12:00:00Z');
let now = START;
const clock: Clock = { now: () => now };
const SECRET = 'b'.repeat(64);
const PER_MINUTE = 40;

let server: TestServer;
let leads: number[];
const links = new BookingLinks(SECRET);

beforeAll(async () => {
  server = await startTestServer({
    clock,
    emailResponseSecret: SECRET,
    bookingLinkCallsPerMinute: PER_MINUTE,
  });
  // Store 1 service leads never texted, whose customers may be texted and are in no other conversation.
  leads = (
    await server.db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.store_id = 1 AND NOT f.appointment_set AND NOT c.block_sms AND NOT f.archived
          AND NOT f.conversation_initiated AND f.planned_service_type NOT LIKE 'SALES%'
          AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
          AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
          AND NOT EXISTS (SELECT 1 FROM future_service_interaction o WHERE o.customer_id = c.id AND o.conversation_initiated)
        ORDER BY f.id LIMIT 6`,
    )
  ).map((row) => row.id);
  expect(leads).toHaveLength(6);
}, 120_000);
afterAll(() => server.close());

/** Each test is its own client address, so the rate limit of one never stops another. */
let address = 10;
const client = () => `10.0.0.${(address += 1)}`;

const tokenOf = (url: string): string => url.split('/book/')[1] ?? '';
const linkOf = async (fsiId: number) => tokenOf(await links.urlFor(server.db, fsiId, now));

const open = (token: string, from: string, query = '') =>
  server.app.inject({ method: 'GET', url: `/api/booking-link/${token}${query}`, remoteAddress: from });
const book = (token: string, from: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: `/api/booking-link/${token}/appointment`,
    remoteAddress: from,
    payload,
  });
const cancel = (token: string, from: string) =>
  server.app.inject({ method: 'DELETE', url: `/api/booking-link/${token}/appointment`, remoteAddress: from });

const nameOf = async (fsiId: number) => {
  const [row] = await server.db.query<{ first_name: string; last_name: string }>(
    'SELECT c.first_name, c.last_name FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id WHERE f.id = $1',
    [fsiId],
  );
  return row!;
};

describe('booking from a link (issue 34)', () => {
  it('puts the link in a planner start: the preview shows it, the text carries the same one, staff see it', async () => {
    const fsiId = leads[0]!;
    const staff = await server.signIn('SUPER_USER');
    const body = { futureServiceInteractionIds: [fsiId] };
    const preview = await server.app.inject({
      method: 'POST',
      url: '/api/service-workflow/bulk/preview',
      headers: staff,
      payload: body,
    });
    const sample = (preview.json() as { sampleText: string }).sampleText;
    const shown = /\/book\/(\S+)/.exec(sample)?.[1] ?? '';
    expect(shown).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/service-workflow/bulk/initiate',
      headers: staff,
      payload: body,
    });
    expect(started.statusCode, started.body).toBe(200);
    const [sent] = await server.db.query<{ content: string }>(
      "SELECT content FROM message_instance WHERE fsi_id = $1 AND direction IN ('SEND', 'SENT') AND message_type = 'SMS'",
      [fsiId],
    );
    expect(sent!.content).toContain(`/book/${shown}`);
    const status = await server.app.inject({
      method: 'GET',
      url: `/api/future-service-interaction/booking-link?future-service-interaction-id=${fsiId}`,
      headers: staff,
    });
    expect((status.json() as { url: string }).url).toBe(`/book/${shown}`);
  });

  it("opens the page of that lead only: the customer's first name, vehicle, service due, ways in and free times", async () => {
    const fsiId = leads[1]!;
    const opened = await open(await linkOf(fsiId), client());
    expect(opened.statusCode, opened.body).toBe(200);
    const page = opened.json() as Page;
    const customer = await nameOf(fsiId);
    expect(page.firstName).toBe(customer.first_name);
    // Nothing about the customer beyond the first name: no surname, phone or e-mail anywhere.
    expect(opened.body).not.toContain(customer.last_name);
    expect(opened.body).not.toMatch(/cellular|email|\+1\d{10}/);
    expect(page.transports).toEqual(['WAITER', 'DROP_OFF', 'LOANER', 'SHUTTLE']);
    expect(page.slots.length).toBeGreaterThan(0);
    expect(page.appointment).toBeNull();
    // The store's clock: the first time is at least the store's notice (two hours) after now.
    const first = page.slots[0]!;
    expect(`${first.date}T${first.time}` >= '2030-03-04T09:00').toBe(true);
  });

  it('books a free time as the customer: the appointment says so, the thread has the card and the confirmation', async () => {
    const fsiId = leads[2]!;
    const token = await linkOf(fsiId);
    const from = client();
    const page = (await open(token, from)).json() as Page;
    const slot = page.slots[0]!;
    const booked = await book(token, from, { ...slot, transportType: 'WAITER' });
    expect(booked.statusCode, booked.body).toBe(200);
    const answer = booked.json() as Answer;
    expect(answer.outcome).toBe('BOOKED');
    expect(answer.page.appointment).toMatchObject({
      date: slot.date,
      time: slot.time,
      transportType: 'WAITER',
    });
    const [appointment] = await server.db.query<{ source: string; booked_by_user_id: number | null }>(
      "SELECT source, booked_by_user_id FROM appointment WHERE fsi_id = $1 AND status = 'BOOKED'",
      [fsiId],
    );
    expect(appointment).toEqual({ source: 'CUSTOMER_LINK', booked_by_user_id: null });
    const thread = await server.db.query<{ message_type: string; content: string }>(
      'SELECT message_type, content FROM message_instance WHERE fsi_id = $1 ORDER BY id',
      [fsiId],
    );
    expect(thread.some((m) => m.message_type === 'SMS' && m.content.includes('confirmed for'))).toBe(true);

    // Staff see how it was booked, in the appointment manager's list.
    const listed = await server.app.inject({
      method: 'POST',
      url: '/api/appointment/search?page=0&size=100',
      headers: await server.signIn('SUPER_USER'),
      payload: { storeIds: [1], startDate: slot.date, endDate: slot.date },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = (listed.json() as { data: { futureServiceInteractionId: number; source: string }[] }).data;
    expect(rows.find((row) => row.futureServiceInteractionId === fsiId)?.source).toBe('CUSTOMER_LINK');

    // The appointment status report counts it by source: the day's own appointments, checked in SQL.
    const summary = await server.app.inject({
      method: 'POST',
      url: '/api/lisa/appointment-status-report/appointment-status-report-summary',
      headers: await server.signIn('SUPER_USER'),
      payload: {
        enterpriseId: 1,
        bocIds: [],
        storeIds: [1],
        serviceTypes: [],
        startDate: slot.date,
        endDate: slot.date,
      },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const [counted] = (summary.json() as { data: Record<string, number>[] }).data;
    const [expected] = await server.db.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE source = 'CUSTOMER_LINK')::int AS "byCustomerLink",
              count(*) FILTER (WHERE source = 'STAFF')::int AS "byStaff",
              count(*) FILTER (WHERE source = 'ASSISTANT')::int AS "byAssistant"
         FROM appointment a JOIN store s ON s.id = a.store_id
        WHERE a.store_id = 1 AND a.deleted_at IS NULL
          AND (a.appointment_at AT TIME ZONE s.office_time_zone)::date = $1::date`,
      [slot.date],
    );
    expect(expected!['byCustomerLink']).toBeGreaterThanOrEqual(1);
    expect(counted).toMatchObject(expected!);
  });

  it('moves and cancels from the same link', async () => {
    const fsiId = leads[3]!;
    const token = await linkOf(fsiId);
    const from = client();
    const page = (await open(token, from)).json() as Page;
    const [first, later] = [page.slots[0]!, page.slots[3]!];
    expect(
      ((await book(token, from, { ...first, transportType: 'DROP_OFF' })).json() as Answer).outcome,
    ).toBe('BOOKED');
    const moved = (await book(token, from, { ...later, transportType: 'DROP_OFF' })).json() as Answer;
    expect(moved.outcome).toBe('RESCHEDULED');
    expect(moved.page.appointment).toMatchObject({ date: later.date, time: later.time });
    const cancelled = (await cancel(token, from)).json() as Answer;
    expect(cancelled.outcome).toBe('CANCELLED');
    expect(cancelled.page.appointment).toBeNull();
    const statuses = await server.db.query<{ status: string }>(
      'SELECT status FROM appointment WHERE fsi_id = $1',
      [fsiId],
    );
    expect(statuses.map((row) => row.status)).toEqual(['CANCELLED']);
    // Nothing left to cancel: a clear 400, never a 5xx.
    const again = await cancel(token, from);
    expect(again.statusCode).toBe(400);
  });

  it('gives the last loaner of a time to one of two customers racing for it; the other gets fresh times', async () => {
    const [a, b] = [leads[4]!, leads[5]!];
    const tokens = [await linkOf(a), await linkOf(b)];
    const from = client();
    const page = (await open(tokens[0]!, from, '?transportType=LOANER')).json() as Page;
    const slot = page.slots[0]!;
    // The demo store lends one loaner per slot: both customers ask for it at once.
    const answers = (await Promise.all(
      tokens.map(async (token) => (await book(token, from, { ...slot, transportType: 'LOANER' })).json()),
    )) as Answer[];
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(['BOOKED', 'TAKEN']);
    const lost = answers.find((answer) => answer.outcome === 'TAKEN')!;
    expect(lost.page.appointment).toBeNull();
    expect(lost.page.slots).not.toContainEqual(slot);
    expect(lost.page.slots.length).toBeGreaterThan(0);
  });

  it("never opens or changes another lead's appointment: a link acts on its own lead only", async () => {
    // The lead the booking test booked for, and one with no appointment.
    const [mine, theirs] = [leads[1]!, leads[2]!];
    const from = client();
    expect(((await open(await linkOf(theirs), from)).json() as Page).appointment).not.toBeNull();
    const myPage = (await open(await linkOf(mine), from)).json() as Page;
    expect(myPage.appointment).toBeNull();
    expect(myPage.firstName).toBe((await nameOf(mine)).first_name);
    expect(JSON.stringify(myPage)).not.toContain((await nameOf(theirs)).first_name + ' ');
    expect(await cancel(await linkOf(mine), from).then((r) => r.statusCode)).toBe(400);
    const [still] = await server.db.query<{ status: string }>(
      'SELECT status FROM appointment WHERE fsi_id = $1',
      [theirs],
    );
    expect(still!.status).toBe('BOOKED');
  });

  it('answers the same "This link is no longer valid" for a forged, unknown, revoked or expired link', async () => {
    const fsiId = leads[1]!;
    const token = await linkOf(fsiId);
    const from = client();
    const [id, mac] = token.split('.') as [string, string];
    const forged = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [forged, `999999.${mac}`]) {
      const answer = await open(wrong, from);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: BOOKING_LINK_NO_LONGER_VALID });
    }
    // A token of the wrong shape is refused as bad input, never a 5xx.
    expect((await open('not-a-token', from)).statusCode).toBe(404);
    expect((await open('x'.repeat(80), from)).statusCode).toBe(400);

    const staff = await server.signIn('SUPER_USER');
    const revoked = await server.app.inject({
      method: 'DELETE',
      url: `/api/future-service-interaction/booking-link?future-service-interaction-id=${fsiId}`,
      headers: staff,
    });
    expect(revoked.statusCode).toBe(200);
    const afterRevoke = await open(token, from);
    expect(afterRevoke.statusCode).toBe(404);
    expect(afterRevoke.json()).toMatchObject({ message: BOOKING_LINK_NO_LONGER_VALID });
    expect(
      (await book(token, from, { date: '2030-03-06', time: '10:00', transportType: 'WAITER' })).statusCode,
    ).toBe(404);

    // A fresh link opens, until its fortnight has passed.
    const fresh = await linkOf(fsiId);
    expect(fresh).not.toBe(token);
    expect((await open(fresh, from)).statusCode).toBe(200);
    now = new Date(START.getTime() + BOOKING_LINK_LIFETIME_MS);
    try {
      const expired = await open(fresh, from);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toMatchObject({ message: BOOKING_LINK_NO_LONGER_VALID });
    } finally {
      now = START;
    }
  });

  it('refuses bad input with a clear 400', async () => {
    const token = await linkOf(leads[1]!);
    const from = client();
    for (const payload of [
      { date: '2030-03-06', time: '25:00', transportType: 'WAITER' },
      { date: 'tomorrow', time: '10:00', transportType: 'WAITER' },
      { date: '2030-03-06', time: '10:00', transportType: 'BOAT' },
      { date: '2030-03-06', time: '10:00' },
      { date: '2030-03-06', time: '10:00', transportType: 'WAITER', fsiId: leads[0] },
    ]) {
      const answer = await book(token, from, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await open(token, from, '?transportType=BOAT')).statusCode).toBe(400);
  });

  it('rate-limits the public calls per client address, saying when to try again', async () => {
    const token = await linkOf(leads[1]!);
    const from = client();
    for (let call = 0; call < PER_MINUTE; call += 1) expect((await open(token, from)).statusCode).toBe(200);
    const refused = await open(token, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((refused.json() as { message: string }).message).toMatch(/^Too many requests from this address/);
    // Another address is not held back.
    expect((await open(token, client())).statusCode).toBe(200);
  });
});
