import { OPTED_OUT_MESSAGE, type Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../http/contract.js';
import { SchedulerRunner } from '../../schedulers/scheduler-runner.js';
import { SimulatedDms } from '../../service-board/simulated-dms.js';
import { postTwilio, textFrom } from '../../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { BOOKING_TEST_NOW, bookingBody, bookingTestClock } from './booking-fixture.js';

// Issue 30, point 2: booked means confirmed. Every booking adds the appointment card to the thread and
// texts the customer through the outbox what staff were shown before they booked.

type Preview = Schemas['OutboundPreview'];
type Result = Schemas['BookingResult'];

let server: TestServer;
let leads: number[];
beforeAll(async () => {
  server = await startTestServer({ clock: bookingTestClock });
  // Store 1 (New York) leads with no appointment, whose customers may be texted.
  leads = (
    await server.db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.store_id = 1 AND NOT f.appointment_set AND NOT c.block_sms AND NOT f.archived
          AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
          AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        ORDER BY f.id LIMIT 12`,
    )
  ).map((row) => row.id);
});
afterAll(() => server.close());

const post = async (url: string, payload: object, role: Role = 'SUPER_USER') =>
  server.app.inject({ method: 'POST', url, headers: await server.signIn(role), payload });

const thread = (fsiId: number) =>
  server.db.query<{
    message_type: string;
    notification_type: string;
    content: string;
    start_time: Date | null;
    host: string | null;
    guest: string | null;
    message_status: string | null;
  }>(
    `SELECT message_type, notification_type, content, start_time, host, guest, message_status
       FROM message_instance WHERE fsi_id = $1 AND created_on >= $2 ORDER BY id`,
    [fsiId, BOOKING_TEST_NOW],
  );

async function customerOf(fsiId: number) {
  const [row] = await server.db.query<{ id: number; name: string; cellular: string }>(
    `SELECT c.id, trim(c.first_name || ' ' || c.last_name) AS name, c.cellular
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id WHERE f.id = $1`,
    [fsiId],
  );
  return row!;
}

describe('booking confirmation (issue 30)', () => {
  it('shows staff the confirmation and its recipient, then books: the card and that very text in the thread', async () => {
    const fsiId = leads[0]!;
    const body = bookingBody(fsiId, { inpTime: '10:00', transportType: 'LOANER', advisorId: '100101' });
    const previewed = await post('/api/nlp/booking/confirmation-preview', body);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json() as Preview;
    const customer = await customerOf(fsiId);
    const [advisor] = await server.db.query<{ name: string }>(
      "SELECT name FROM service_advisor WHERE store_id = 1 AND advisor_no = '100101'",
    );
    expect(preview).toMatchObject({ to: customer.cellular, toName: customer.name, blockedReason: null });
    expect(preview.text).toContain('confirmed for Wednesday 6 March at 10:00 AM EST at ');
    expect(preview.text).toContain(`with ${advisor!.name}, Loaner.`);
    // Nothing is stored by a preview.
    expect(await thread(fsiId)).toEqual([]);

    const booked = await post('/api/nlp/booking', body);
    expect((booked.json() as Result).success).toBe(true);
    const messages = await thread(fsiId);
    const card = messages.find((message) => message.message_type === 'CALENDAR_INVITE');
    expect(card).toMatchObject({
      notification_type: 'SCHEDULE_APPOINTMENT',
      host: advisor!.name,
      guest: customer.name,
      content: 'Loaner · LOF',
    });
    // 10:00 in New York on 6 March 2030 (EST) is 15:00 UTC.
    expect(new Date(card!.start_time!).toISOString()).toBe('2030-03-06T15:00:00.000Z');
    const texts = messages.filter((message) => message.message_type === 'SMS');
    expect(texts).toEqual([expect.objectContaining({ content: preview.text, message_status: 'queued' })]);
    const outbox = await server.db.query<{ body: string }>(
      `SELECT o.body FROM outbox o JOIN message_instance m ON m.id = o.message_id WHERE m.fsi_id = $1`,
      [fsiId],
    );
    expect(outbox.map((row) => row.body)).toEqual([preview.text]);
  });

  it('texts nothing when staff choose not to, and says so in the thread', async () => {
    const fsiId = leads[1]!;
    const booked = await post(
      '/api/nlp/booking',
      bookingBody(fsiId, { inpTime: '11:00', textCustomer: false }),
    );
    expect((booked.json() as Result).success).toBe(true);
    const messages = await thread(fsiId);
    expect(messages.map((message) => message.message_type)).toEqual(['CALENDAR_INVITE', 'INTERNAL']);
    expect(messages[1]!.content).toMatch(
      /^Appointment confirmation not texted: .+ chose not to text the customer\.$/,
    );
  });

  it('never texts an opted-out customer: the preview says why and the booking leaves a not-sent note', async () => {
    const fsiId = leads[2]!;
    await server.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [
      (await customerOf(fsiId)).id,
    ]);
    const body = bookingBody(fsiId, { inpTime: '12:00' });
    const preview = (await post('/api/nlp/booking/confirmation-preview', body)).json() as Preview;
    expect(preview.blockedReason).toBe(OPTED_OUT_MESSAGE);
    expect(((await post('/api/nlp/booking', body)).json() as Result).success).toBe(true);
    const messages = await thread(fsiId);
    expect(messages.map((message) => message.message_type)).toEqual(['CALENDAR_INVITE', 'INTERNAL']);
    expect(messages[1]!.content).toBe(`Appointment confirmation not sent: ${OPTED_OUT_MESSAGE}`);
  });

  it('the assistant’s booking (the inbound variant) confirms too, as the assistant', async () => {
    const fsiId = leads[3]!;
    const answer = await post('/api/inb-nlp/booking', bookingBody(fsiId, { inpTime: '13:30' }));
    expect(answer.json()).toMatch(/^Your appointment is booked for Wednesday, March 6 at 1:30 PM/);
    const messages = await thread(fsiId);
    expect(messages.map((message) => message.message_type)).toEqual(['CALENDAR_INVITE', 'SMS']);
    expect(messages[1]!.content).toContain('confirmed for Wednesday 6 March at 1:30 PM EST');
  });

  it('refuses a preview for a time that is not free, in plain words', async () => {
    const response = await post(
      '/api/nlp/booking/confirmation-preview',
      bookingBody(leads[4]!, { inpTime: '03:00' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'That time is no longer free: pick another slot.' });
  });

  it('a cancellation by staff is previewed and texted to the customer', async () => {
    const fsiId = leads[5]!;
    const booked = (
      await post('/api/nlp/booking', bookingBody(fsiId, { inpTime: '14:00' }))
    ).json() as Result;
    const request = { fsiId, apptId: booked.appointment!.apptId };
    const preview = (await post('/api/nlp/cancellations/preview', request)).json() as Preview;
    expect(preview.text).toContain('your appointment for Wednesday 6 March at 2:00 PM EST at ');
    expect(preview.text).toContain('has been cancelled.');
    expect((await post('/api/nlp/cancellations', request)).json()).toMatchObject({ success: true });
    const texts = (await thread(fsiId)).filter((message) => message.message_type === 'SMS');
    expect(texts.map((message) => message.content)).toEqual([
      expect.stringContaining('confirmed'),
      preview.text,
    ]);
  });

  it('a booked appointment gets its reminder from the store’s reminder scheduler the day before', async () => {
    const fsiId = leads[6]!;
    // Tuesday 5 March 2030 at 15:00 in New York; the clock is Monday 4 March, 07:00 there.
    const booked = (
      await post('/api/nlp/booking', bookingBody(fsiId, { inpDate: '05.03.2030', inpTime: '15:00' }))
    ).json() as Result;
    expect(booked.success).toBe(true);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/scheduler',
      headers: await server.signIn('SUPER_ADMIN'),
      payload: {
        name: 'Morning reminders',
        cron: '0 10 * * *',
        jobType: 'APPOINTMENT_REMINDERS',
        storeId: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    // 10:30 on Monday in New York: the 10:00 run reminds Tuesday's appointments.
    const runner = new SchedulerRunner({
      db: server.db,
      outbox: { wake: () => undefined } as never,
      clock: { now: () => new Date('2030-03-04T15:30:00Z') },
      dms: new SimulatedDms(server.db),
      dmsSource: 'SIMULATED_DMS',
    });
    expect(await runner.tick()).toHaveLength(1);
    const reminded = await server.db.query<{ content: string }>(
      `SELECT m.content FROM appointment_reminder r JOIN message_instance m ON m.id = r.message_id
        WHERE r.appointment_id = $1`,
      [booked.appointment!.apptId],
    );
    expect(reminded).toEqual([
      { content: expect.stringContaining('a reminder of your service appointment') as string },
    ]);
  });

  it('the customer’s own booking from the invite link is confirmed; the staff appointment form adds the card', async () => {
    const fsiId = leads[9]!;
    const invite = await server.app.inject({
      method: 'POST',
      url: `/api/future-service-interaction/deal-room-invitation?future-service-interaction-id=${fsiId}`,
      headers: await server.signIn('SUPER_USER'),
    });
    const link = new URL(`http://x${(invite.json() as { url: string }).url}`).searchParams;
    const booked = await server.app.inject({
      method: 'POST',
      url: '/api/lisa/appointment',
      payload: {
        futureServiceInteractionId: fsiId,
        userMasterId: Number(link.get('userMasterId')),
        token: link.get('token'),
        title: 'Trade Appraisal Appointment',
        apptDate: '2030-03-08',
        apptTime: '10:15',
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const messages = (await thread(fsiId)).filter((message) => message.message_type !== 'EMAIL');
    expect(messages.map((message) => [message.message_type, message.notification_type])).toEqual([
      ['CALENDAR_INVITE', 'SCHEDULE_APPOINTMENT'],
      ['SMS', 'MESSAGE_TO_CUSTOMER'],
    ]);
    expect(messages[1]!.content).toContain(
      'your appointment is confirmed for Friday 8 March at 10:15 AM EST',
    );

    const staffLead = leads[10]!;
    const form = await post('/api/appointment', {
      futureServiceInteractionId: staffLead,
      title: 'Test Drive Appointment',
      apptDate: '2030-03-07',
      apptTime: '16:30',
    });
    expect(form.statusCode, form.body).toBe(200);
    expect((await thread(staffLead)).map((message) => message.message_type)).toEqual(['CALENDAR_INVITE']);
  });

  it('a move by staff is previewed, texted and carded; a time that is not free changes nothing', async () => {
    const fsiId = leads[11]!;
    const booked = (
      await post('/api/nlp/booking', bookingBody(fsiId, { inpTime: '08:30' }))
    ).json() as Result;
    const apptId = booked.appointment!.apptId;
    const move = { fsiId, apptId, inpDate: '07.03.2030', inpTime: '11:30' };
    const preview = (await post('/api/nlp/reschedule/preview', move)).json() as Preview;
    expect(preview.text).toContain('your appointment has moved to Thursday 7 March at 11:30 AM EST at ');
    // The preview moved nothing.
    expect((await post('/api/nlp/reschedule/preview', move)).statusCode).toBe(200);
    const [before] = await server.db.query<{ at: Date; status: string }>(
      'SELECT appointment_at AS at, status FROM appointment WHERE id = $1',
      [apptId],
    );
    expect(before).toEqual({ at: new Date('2030-03-06T13:30:00Z'), status: 'BOOKED' });

    const moved = (await post('/api/nlp/reschedule', move)).json() as Result;
    expect(moved).toMatchObject({
      success: true,
      appointment: { apptDate: '2030-03-07', apptTime: '11:30' },
    });
    const messages = await thread(fsiId);
    expect(messages.filter((m) => m.message_type === 'CALENDAR_INVITE')).toHaveLength(2);
    expect(messages.filter((m) => m.message_type === 'SMS').map((m) => m.content)).toEqual([
      expect.stringContaining('confirmed for Wednesday 6 March at 8:30 AM'),
      preview.text,
    ]);
    // Its old time is free again; a time outside the advisors' hours is refused and nothing moves.
    const claims = await server.db.query<{ period: string }>(
      "SELECT period FROM booking_claim WHERE appointment_id = $1 AND kind = 'ADVISOR'",
      [apptId],
    );
    expect(claims.every((claim) => !claim.period.startsWith('2030-03-06'))).toBe(true);
    const refused = (await post('/api/nlp/reschedule', { ...move, inpTime: '03:00' })).json() as Result;
    expect(refused).toMatchObject({ success: false, message: 'Booking Failed' });
    const [after] = await server.db.query<{ at: Date; status: string }>(
      'SELECT appointment_at AS at, status FROM appointment WHERE id = $1',
      [apptId],
    );
    expect(after).toEqual({ at: new Date('2030-03-07T16:30:00Z'), status: 'BOOKED' });
  });

  describe('the customer answers the confirmation', () => {
    async function bookedAndTexting(fsiId: number, inpTime: string) {
      await server.db.query(
        'UPDATE future_service_interaction SET ai_enabled = true, conversation_closed = false WHERE id = $1',
        [fsiId],
      );
      const booked = (await post('/api/nlp/booking', bookingBody(fsiId, { inpTime }))).json() as Result;
      expect(booked.success).toBe(true);
      const [store] = await server.db.query<{ phone: string }>(
        'SELECT phone_number AS phone FROM store WHERE id = 1',
      );
      const customer = await customerOf(fsiId);
      return {
        booked,
        say: (text: string) =>
          postTwilio(server.app, '/webhooks/twilio/sms', textFrom(customer.cellular, store!.phone, text)),
      };
    }
    const notesFor = (fsiId: number) =>
      server.db.query<{ content: string; to_name: string | null; response_reqd: boolean }>(
        `SELECT content, to_name, response_reqd FROM message_instance
          WHERE fsi_id = $1 AND message_type = 'INTERNAL' AND notification_type = 'INTERNAL_NOTIFICATION'
            AND created_on >= $2 ORDER BY id`,
        [fsiId, BOOKING_TEST_NOW],
      );

    it('a reschedule reaches the advisor, response required, and is answered with new free times', async () => {
      const fsiId = leads[7]!;
      const { booked, say } = await bookedAndTexting(fsiId, '09:30');
      const advisor = booked.appointment!.advisorName!;
      await say('I need to reschedule');
      const [note] = await notesFor(fsiId);
      expect(note).toMatchObject({ to_name: advisor, response_reqd: true });
      expect(note!.content).toMatch(
        new RegExp(
          `^For ${advisor}: the customer asks to reschedule the appointment on Wednesday 6 March at 9:30 AM EST: "I need to reschedule"\\. Offered: `,
        ),
      );
      const [lead] = await server.db.query<{ hand_off: string | null }>(
        'SELECT hand_off FROM future_service_interaction WHERE id = $1',
        [fsiId],
      );
      expect(lead!.hand_off).toBe('MANUAL');
      const texts = (await thread(fsiId)).filter((message) => message.message_type === 'SMS');
      const offer = texts.at(-1)!.content;
      expect(offer).toMatch(
        /we can move your appointment at .+ to Monday 4 March at .+ EST, or Tuesday 5 March at .+ EST, or Wednesday 6 March at .+ EST\. Reply with the time that suits you\.$/,
      );
      // What the customer was offered is what the advisor's note lists.
      const offered = /Offered: (.+)\.$/.exec(note!.content)![1]!.split('; ');
      for (const time of offered) expect(offer).toContain(time);
    });

    it('a cancellation reaches the advisor; the customer is told the team will answer', async () => {
      const fsiId = leads[8]!;
      const { booked, say } = await bookedAndTexting(fsiId, '15:30');
      await say('Please cancel my appointment');
      const [note] = await notesFor(fsiId);
      expect(note).toMatchObject({ to_name: booked.appointment!.advisorName, response_reqd: true });
      expect(note!.content).toContain('asks to cancel the appointment on Wednesday 6 March at 3:30 PM EST');
      const texts = (await thread(fsiId)).filter(
        (message) => message.message_type === 'SMS' && message.message_status !== 'received',
      );
      expect(texts.at(-1)!.content).toMatch(/I have passed this to our team/);
      // The advisor has yet to answer: the lead stays in the needs-response queue (issue 31).
      const [lead] = await server.db.query<{ response_reqd: boolean; response_reqd_type: string | null }>(
        'SELECT response_reqd, response_reqd_type FROM future_service_interaction WHERE id = $1',
        [fsiId],
      );
      expect(lead).toEqual({ response_reqd: true, response_reqd_type: 'ASSISTANT_HAND_OFF' });
    });
  });
});
