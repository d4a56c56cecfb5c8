import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TEST_NOW, bookingBody, bookingTestClock } from '../appointments/booking/booking-fixture.js';
import type { Schemas } from '../http/contract.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 31 point 5: the assistant books. A customer's reply goes through the signed Twilio webhook; the
// clock is pinned (Monday 4 March 2030, 7:00 in New York), so Thursday is 7 March whatever the hour.

const THURSDAY = '2030-03-07';

let server: TestServer;
let leads: number[];
let storePhone: string;
beforeAll(async () => {
  server = await startTestServer({ clock: bookingTestClock });
  // Store 1 (New York) leads with no appointment, whose customers may be texted, with the assistant on.
  leads = (
    await server.db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.store_id = 1 AND NOT f.appointment_set AND NOT c.block_sms AND NOT f.archived
          AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
          AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        ORDER BY f.id DESC LIMIT 9`,
    )
  ).map((row) => row.id);
  await server.db.query(
    'UPDATE future_service_interaction SET ai_enabled = true, conversation_closed = false WHERE id = ANY($1)',
    [leads],
  );
  const [store] = await server.db.query<{ phone: string }>(
    'SELECT phone_number AS phone FROM store WHERE id = 1',
  );
  storePhone = store!.phone;
});
afterAll(() => server.close());

const post = async (url: string, payload: object) =>
  server.app.inject({ method: 'POST', url, headers: await server.signIn('SUPER_USER'), payload });

async function customerSays(fsiId: number, text: string) {
  const [customer] = await server.db.query<{ cellular: string }>(
    'SELECT c.cellular FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id WHERE f.id = $1',
    [fsiId],
  );
  const answer = await postTwilio(
    server.app,
    '/webhooks/twilio/sms',
    textFrom(customer!.cellular, storePhone, text),
  );
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The lead's thread since the pinned clock, oldest first. */
const thread = (fsiId: number) =>
  server.db.query<{
    id: number;
    message_type: string;
    notification_type: string;
    content: string;
    response_reqd: boolean;
  }>(
    `SELECT id, message_type, notification_type, content, response_reqd FROM message_instance
      WHERE fsi_id = $1 AND created_on >= $2 ORDER BY id`,
    [fsiId, BOOKING_TEST_NOW],
  );
const lastAssistantText = async (fsiId: number) =>
  (await thread(fsiId))
    .filter((m) => m.message_type === 'SMS' && m.notification_type === 'MESSAGE_TO_CUSTOMER')
    .at(-1)?.content;
const outboxOf = (fsiId: number) =>
  server.db.query<{ body: string }>(
    'SELECT o.body FROM outbox o JOIN message_instance m ON m.id = o.message_id WHERE m.fsi_id = $1 ORDER BY o.id',
    [fsiId],
  );

const offerOf = (fsiId: number) =>
  server.db.query<{ slots: { date: string; time: string; startsAt: string; advisorId: string }[] }>(
    'SELECT slots FROM assistant_slot_offer WHERE fsi_id = $1',
    [fsiId],
  );
const handOffOf = async (fsiId: number) =>
  (
    await server.db.query<{ hand_off: string | null }>(
      'SELECT hand_off FROM future_service_interaction WHERE id = $1',
      [fsiId],
    )
  )[0]!.hand_off;

/** The free times staff see for Thursday (the staff availability call), as 'HH:mm'. */
async function staffFreeTimes(fsiId: number): Promise<string[]> {
  const page = await post(
    '/api/nlp/availability-without-template',
    bookingBody(fsiId, { inpDate: '07.03.2030', transportType: 'DROP_OFF', opCode: [] }),
  );
  expect(page.statusCode, page.body).toBe(200);
  return (page.json() as Schemas['AvailabilitySlotPage']).data.map((slot) => slot.time);
}

/** "Thursday Mar 7: 1:30 or 2:00 PM with X. Reply 1 or 2." read back as 24-hour times. */
function offeredTimes(text: string): string[] {
  const clock = [...text.matchAll(/(\d{1,2}):(\d{2})(?:\s*(AM|PM))?/g)];
  const halves = clock.map((m) => m[3]);
  return clock.map((m, i) => {
    const half = halves.slice(i).find((h) => h !== undefined);
    const hour = (Number(m[1]) % 12) + (half === 'PM' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${m[2]}`;
  });
}

/** The lead's appointments as the appointment search (the /appointments screen's call) lists them on Thursday. */
const appointmentsOf = async (fsiId: number) => {
  const ids = (
    await server.db.query<{ id: number }>('SELECT id FROM appointment WHERE fsi_id = $1', [fsiId])
  ).map((row) => row.id);
  const page = await post('/api/appointment/search', { startDate: THURSDAY, endDate: THURSDAY });
  expect(page.statusCode, page.body).toBe(200);
  return (page.json() as Schemas['AppointmentPage']).data.filter((a) => ids.includes(a.apptId));
};

describe('the assistant books (issue 31 point 5)', () => {
  it('offers two real free Thursday times near 2 pm, and "1" books the first: appointment, card, confirmation', async () => {
    const fsiId = leads[0]!;
    const free = await staffFreeTimes(fsiId);
    await customerSays(fsiId, 'can I come thursday around 2');
    const offer = (await lastAssistantText(fsiId))!;
    expect(offer).toMatch(
      /^Thanks .*Thursday Mar 7: .+ with .+\. Reply 1 or 2\. Or pick any time here: \/book\/\S+$/,
    );
    expect(offer).not.toMatch(/confirm shortly/);
    const times = offeredTimes(offer);
    expect(times).toHaveLength(2);
    for (const time of times) {
      expect(free).toContain(time);
      const [h, m] = time.split(':').map(Number);
      expect(Math.abs(h! * 60 + m! - 14 * 60)).toBeLessThanOrEqual(60);
    }

    await customerSays(fsiId, '1');
    const [booked] = await appointmentsOf(fsiId);
    expect(booked).toMatchObject({ apptDate: THURSDAY, apptTime: times[0], apptStatus: 'BOOKED' });
    const messages = await thread(fsiId);
    expect(messages.some((m) => m.message_type === 'CALENDAR_INVITE')).toBe(true);
    const confirmation = await lastAssistantText(fsiId);
    expect(confirmation).toContain('confirmed for Thursday 7 March at');
    expect((await outboxOf(fsiId)).map((row) => row.body)).toContain(confirmation);
    // That advisor's time is taken for staff too: the same claims as a staff booking.
    const advisorTimes = await post(
      '/api/nlp/availability-without-template',
      bookingBody(fsiId, {
        inpDate: '07.03.2030',
        transportType: 'DROP_OFF',
        opCode: [],
        advisorId: booked!.advisorNo,
      }),
    );
    expect(
      (advisorTimes.json() as Schemas['AvailabilitySlotPage']).data.map((slot) => slot.time),
    ).not.toContain(times[0]);
    expect(await server.db.query('SELECT 1 FROM assistant_slot_offer WHERE fsi_id = $1', [fsiId])).toEqual(
      [],
    );
  });

  it('a pick of a time taken meanwhile is not double-booked: the nearest free times are offered again', async () => {
    const [fsiId, other] = [leads[1]!, leads[2]!];
    await customerSays(fsiId, 'can I come thursday around 2');
    const [offered] = await offerOf(fsiId);
    const slot = offered!.slots[0]!;
    // Staff book that very time with that advisor for another customer before this one answers.
    const staffBooking = await post(
      '/api/nlp/booking',
      bookingBody(other, {
        inpDate: '07.03.2030',
        inpTime: slot.time,
        transportType: 'DROP_OFF',
        opCode: [],
        advisorId: slot.advisorId,
      }),
    );
    expect((staffBooking.json() as { success: boolean }).success).toBe(true);

    await customerSays(fsiId, '1');
    expect(await appointmentsOf(fsiId)).toEqual([]);
    const again = (await lastAssistantText(fsiId))!;
    expect(again).toMatch(
      /^Sorry, Thursday Mar 7 at .+ was just taken\. The nearest free times: .+ Reply 1 or 2\. Or pick any time here: \/book\/\S+$/,
    );
    const [reOffered] = await offerOf(fsiId);
    expect(reOffered!.slots.map((s) => s.startsAt)).not.toContain(slot.startsAt);
    const held = await server.db.query(
      `SELECT 1 FROM appointment a JOIN service_advisor s ON s.id = a.advisor_id
        WHERE s.store_id = 1 AND s.advisor_no = $1 AND a.appointment_at = $2 AND a.status = 'BOOKED'`,
      [slot.advisorId, slot.startsAt],
    );
    expect(held).toHaveLength(1);

    // The new first time books.
    await customerSays(fsiId, '1');
    const [booked] = await appointmentsOf(fsiId);
    expect(booked).toMatchObject({
      apptDate: THURSDAY,
      apptTime: reOffered!.slots[0]!.time,
      apptStatus: 'BOOKED',
    });
  });

  it('an unclear answer to the offer is asked about once, then a person takes over', async () => {
    const fsiId = leads[3]!;
    await customerSays(fsiId, 'can I come thursday around 2');
    const offer = (await lastAssistantText(fsiId))!;
    await customerSays(fsiId, 'hmm');
    const asked = (await lastAssistantText(fsiId))!;
    expect(asked).toMatch(
      /^Sorry, which time suits you\? Thursday Mar 7: .+ Reply 1 or 2\. Or pick any time here: \/book\/\S+$/,
    );
    expect(offeredTimes(asked)).toEqual(offeredTimes(offer));
    expect(await handOffOf(fsiId)).toBeNull();

    await customerSays(fsiId, 'hmm not sure');
    expect(await lastAssistantText(fsiId)).toBe('Thanks, a member of our team will text you shortly.');
    expect(await handOffOf(fsiId)).toBe('MANUAL');
    const note = (await thread(fsiId)).find((m) =>
      m.content.startsWith('Hand-off by the assistant (booking)'),
    );
    expect(note).toMatchObject({ message_type: 'INTERNAL', response_reqd: true });
    expect(note!.content).toContain('"hmm not sure"');
    expect(await offerOf(fsiId)).toEqual([]);
    expect(await appointmentsOf(fsiId)).toEqual([]);
  });

  it('a customer with a booked appointment who asks about more work goes to its advisor, never "what day works"', async () => {
    const fsiId = leads[4]!;
    const staffBooking = await post(
      '/api/nlp/booking',
      bookingBody(fsiId, { inpDate: '07.03.2030', inpTime: '10:00', transportType: 'DROP_OFF', opCode: [] }),
    );
    expect((staffBooking.json() as { success: boolean }).success).toBe(true);
    const [appointment] = await appointmentsOf(fsiId);

    await customerSays(fsiId, 'can you also do an oil change while it is there?');
    const answer = (await lastAssistantText(fsiId))!;
    expect(answer).not.toMatch(/what day|which time|Reply 1 or 2/i);
    expect(answer).toContain('You are booked for Thursday');
    expect(answer).toContain(`I have passed your message to ${appointment!.advisorName}`);
    const note = (await thread(fsiId)).find(
      (m) => m.message_type === 'INTERNAL' && m.content.startsWith(`For ${appointment!.advisorName}:`),
    );
    expect(note).toMatchObject({ response_reqd: true });
    expect(note!.content).toContain('"can you also do an oil change while it is there?"');
    expect(await handOffOf(fsiId)).toBe('MANUAL');
    expect(await offerOf(fsiId)).toEqual([]);
    // Still the one appointment.
    expect(await appointmentsOf(fsiId)).toHaveLength(1);
  });

  it('offers and books the free times of the way the customer said they would come ("I will wait")', async () => {
    const fsiId = leads[5]!;
    await customerSays(fsiId, 'can I come thursday around 2? I will wait for it');
    const [offered] = await server.db.query<{ transport_type: string }>(
      'SELECT transport_type FROM assistant_slot_offer WHERE fsi_id = $1',
      [fsiId],
    );
    expect(offered).toEqual({ transport_type: 'WAITER' });
    const times = offeredTimes((await lastAssistantText(fsiId))!);
    const waiterTimes = await post(
      '/api/nlp/availability-without-template',
      bookingBody(fsiId, { inpDate: '07.03.2030', transportType: 'WAITER', opCode: [] }),
    );
    const free = (waiterTimes.json() as Schemas['AvailabilitySlotPage']).data.map((slot) => slot.time);
    for (const time of times) expect(free).toContain(time);

    await customerSays(fsiId, '1');
    const booked = await server.db.query<{ transport_type: string }>(
      "SELECT transport_type FROM appointment WHERE fsi_id = $1 AND status = 'BOOKED'",
      [fsiId],
    );
    expect(booked).toEqual([{ transport_type: 'WAITER' }]);
    expect(await lastAssistantText(fsiId)).toMatch(
      /, Waiter\. Reply to this text to cancel or reschedule\.$/,
    );
  });

  it('a pick from an offer whose times have passed is not booked: the next free times are offered', async () => {
    const fsiId = leads[6]!;
    await customerSays(fsiId, 'can I come thursday around 2');
    // The offer's first time already behind the clock (the customer answers days later).
    await server.db.query(
      `UPDATE assistant_slot_offer SET slots = jsonb_set(slots, '{0,startsAt}', '"2030-03-01T19:00:00.000Z"')
        WHERE fsi_id = $1`,
      [fsiId],
    );
    await customerSays(fsiId, '1');
    expect(await appointmentsOf(fsiId)).toEqual([]);
    expect(await lastAssistantText(fsiId)).toMatch(
      /^Sorry, those times have passed\. The next free times: .+ Reply 1 or 2\. Or pick any time here: \/book\/\S+$/,
    );
    const [fresh] = await offerOf(fsiId);
    for (const slot of fresh!.slots) expect(new Date(slot.startsAt) > BOOKING_TEST_NOW).toBe(true);
  });

  it('when nothing is free near the asked time, offers the nearest free times and says so', async () => {
    const fsiId = leads[7]!;
    const free = await staffFreeTimes(fsiId);
    await customerSays(fsiId, 'can I come thursday at 7 in the evening');
    const offer = (await lastAssistantText(fsiId))!;
    expect(offer).toMatch(
      /^Thursday, March 7 at 7:00 PM is not free\. The nearest times: Thursday Mar 7: .+ Reply 1 or 2\. Or pick any time here: \/book\/\S+$/,
    );
    // The day's last two free times: the nearest to 7 pm.
    expect(offeredTimes(offer.split('The nearest times: ')[1]!)).toEqual(free.slice(-2));
  });

  it('the offer gives the lead’s live booking link, the one staff see, and it opens the lead’s page (issue 34)', async () => {
    const fsiId = leads[8]!;
    await customerSays(fsiId, 'can I come thursday around 10');
    const offer = (await lastAssistantText(fsiId))!;
    const status = await server.app.inject({
      method: 'GET',
      url: `/api/future-service-interaction/booking-link?future-service-interaction-id=${fsiId}`,
      headers: await server.signIn('SUPER_USER'),
    });
    const live = (status.json() as Schemas['BookingLinkStatus']).url!;
    expect(live).toMatch(/^\/book\/\d+\.[A-Za-z0-9_-]{43}$/);
    expect(offer).toMatch(/ Reply 1 or 2\. Or pick any time here: /);
    expect(offer.endsWith(`here: ${live}`)).toBe(true);
    // The text that goes carries the same link as the thread.
    expect((await outboxOf(fsiId)).at(-1)!.body).toBe(offer);
    const opened = await server.app.inject({
      method: 'GET',
      url: `/api${live.replace('/book/', '/booking-link/')}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [customer] = await server.db.query<{ first_name: string }>(
      'SELECT c.first_name FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id WHERE f.id = $1',
      [fsiId],
    );
    const page = opened.json() as Schemas['BookingLinkPage'];
    expect(page.firstName).toBe(customer!.first_name);
    expect(page.slots.length).toBeGreaterThan(0);
    // A second offer reuses the same live link, never a new one per text.
    await customerSays(fsiId, 'what about thursday at 1');
    expect((await lastAssistantText(fsiId))!.endsWith(`here: ${live}`)).toBe(true);
  });
});
