import type { Clock, CodeLikelihood, ReplyClassifier } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countingCarrier } from '../testing/counting-carrier.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 31, points 3 and 6 on the server: an unsure reply, a complaint, a question and a call request go
// to a person at once (needs-response queue, a note with the likely codes and the customer's words) and
// the customer is told so through the outbox; the assistant's reply never pitches a booking to a complaint.
const INBOUND = '/webhooks/twilio/sms';
const TOYOTA = '+17185550142';
/** Noon in New York on a Tuesday: the assistant's texts go at once (no quiet hours). */
const NOON = new Date('2025-03-11T16:00:00Z');
const HONEST = 'Thanks, a member of our team will text you shortly.';

const UNSURE = 'hmm well that is one way to put it';
const COMPLAINT = 'Third time I asked and still nothing, unbelievable';
const QUESTION = 'Do you guys do tire rotations on Saturdays?';
const CALL = 'Can somebody just phone me';
const BRAKES = 'my brakes still squeal after your service';
const BOOK_ME = 'Put me down for one';

/** The classifier's reading of each text, as a scripted model gives it (the real one is measured elsewhere). */
const READINGS: Readonly<Record<string, readonly CodeLikelihood[]>> = {
  [UNSURE]: [
    { code: 'CQ', likelihood: 0.27 },
    { code: 'CC', likelihood: 0.21 },
    { code: 'FU', likelihood: 0.12 },
    { code: 'CL', likelihood: 0.05 },
  ],
  [COMPLAINT]: [
    { code: 'CC', likelihood: 0.82 },
    { code: 'VI', likelihood: 0.09 },
  ],
  [QUESTION]: [
    { code: 'CQ', likelihood: 0.74 },
    { code: 'APPT-SET', likelihood: 0.12 },
  ],
  [CALL]: [{ code: 'REQ-CALL', likelihood: 0.91 }],
  // A booking request with no day, yes or service the rules can read in it.
  [BOOK_ME]: [{ code: 'APPT-SET', likelihood: 0.8 }],
  // Read first as nothing in particular, a complaint second: the service words would pitch a booking.
  [BRAKES]: [
    { code: 'NOT-ENGAGED', likelihood: 0.5 },
    { code: 'CC', likelihood: 0.4 },
  ],
};
const scripted: ReplyClassifier = {
  classify: async (text) => READINGS[text] ?? [{ code: 'NOT-ENGAGED', likelihood: 0.9 }],
};

type Target = { leadId: number; customerId: number; cellular: string };

describe('unsure goes to a person, never to silence (issue 31)', () => {
  let server: TestServer;
  let now = NOON;
  const clock: Clock = { now: () => now };
  const carrier = countingCarrier();
  beforeAll(async () => {
    server = await startTestServer({
      carrier: carrier.factory,
      clock,
      replyClassifier: scripted,
      outboxTiming: { pollMs: 20 },
    });
  });
  afterAll(() => server.close());

  let next = 0;
  /** A store-1 lead with the assistant on and no hand-off, whose customer has only it and may be texted. */
  async function target(): Promise<Target> {
    const [row] = await server.db.query<Target>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
        WHERE c.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
          -- A booked customer is answered with their appointment (the booking step), not asked for a day.
          AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id AND a.status = 'BOOKED' AND a.deleted_at IS NULL)
        ORDER BY c.id OFFSET $1 LIMIT 1`,
      [next++],
    );
    await server.db.query(
      `UPDATE future_service_interaction SET ai_enabled = true, conversation_closed = false, hand_off = NULL,
              response_reqd = false, response_reqd_type = NULL WHERE id = $1`,
      [row!.leadId],
    );
    return row!;
  }
  const texts = async (who: Target, body: string) =>
    expect((await postTwilio(server.app, INBOUND, textFrom(who.cellular, TOYOTA, body))).statusCode).toBe(
      200,
    );
  const leadOf = async (leadId: number) =>
    (
      await server.db.query<{
        response_reqd: boolean;
        response_reqd_type: string | null;
        hand_off: string | null;
      }>('SELECT response_reqd, response_reqd_type, hand_off FROM future_service_interaction WHERE id = $1', [
        leadId,
      ])
    )[0]!;
  const notesOf = async (leadId: number) =>
    server.db.query<{ content: string; notification_type: string; response_reqd: boolean }>(
      `SELECT content, notification_type, response_reqd FROM message_instance
        WHERE fsi_id = $1 AND message_type = 'INTERNAL' AND created_on = $2 ORDER BY id`,
      [leadId, NOON],
    );
  const outboxOf = async (leadId: number) =>
    server.db.query<{ status: string; kind: string; body: string }>(
      `SELECT o.status, o.kind, o.body FROM outbox o JOIN message_instance m ON m.id = o.message_id
        WHERE m.fsi_id = $1 ORDER BY o.id`,
      [leadId],
    );
  /** The lead's flags events since the test began: an open inbox hears of the hand-off. */
  const flagEventsOf = async (leadId: number) =>
    (
      await server.db.query<{ payload: { flags?: Record<string, unknown> } }>(
        `SELECT payload FROM realtime_event WHERE lead_id = $1 AND type = 'LEAD_FLAGS_CHANGED' ORDER BY id`,
        [leadId],
      )
    ).map((row) => row.payload.flags ?? {});

  it.each([
    [
      'an unreadable reply',
      UNSURE,
      'Handed to you: the assistant is unsure (likely: Customer question (CQ) 27%, Customer complaint (CC) 21%, Follow up (FU) 12%).',
      HONEST,
    ],
    ['a complaint', COMPLAINT, 'Handed to you: Customer complaint (CC)', 'I am sorry about your experience'],
    ['a question', QUESTION, 'Handed to you: Customer question (CQ)', 'someone will get back to you shortly'],
    ['a call request', CALL, 'Handed to you: Request to call (REQ-CALL)', 'will call you shortly'],
  ])(
    'hands %s to staff at once, with the likely codes and the words, and answers honestly',
    async (_, said, why, answer) => {
      const lead = await target();
      await texts(lead, said);
      expect(await leadOf(lead.leadId)).toEqual({
        response_reqd: true,
        response_reqd_type: 'ASSISTANT_HAND_OFF',
        hand_off: 'MANUAL',
      });
      const [note, ...others] = await notesOf(lead.leadId);
      expect(others).toEqual([]);
      expect(note).toMatchObject({ notification_type: 'INTERNAL_NOTIFICATION', response_reqd: true });
      expect(note!.content).toContain(why);
      expect(note!.content).toContain(`Customer wrote: "${said}"`);
      expect(note!.content).toMatch(/likely: .+ \d+%/);
      expect(await flagEventsOf(lead.leadId)).toContainEqual(expect.objectContaining({ responseReqd: true }));
      // The honest answer goes through the outbox; once sent, the lead still waits for a person.
      const [reply] = await outboxOf(lead.leadId);
      expect(reply).toMatchObject({ kind: 'assistant' });
      expect(reply!.body).toContain(answer);
      expect(reply!.body).not.toMatch(/what day|day and time/i);
      await vi.waitFor(async () => expect((await outboxOf(lead.leadId))[0]?.status).toBe('sent'));
      expect(carrier.sent.filter((sms) => sms.to === lead.cellular).map((sms) => sms.body)).toEqual([
        reply!.body,
      ]);
      expect((await leadOf(lead.leadId)).response_reqd).toBe(true);
    },
  );

  it('leaves the needs-response queue when a person texts the customer', async () => {
    const lead = await target();
    await texts(lead, UNSURE);
    expect(await leadOf(lead.leadId)).toMatchObject({
      response_reqd: true,
      response_reqd_type: 'ASSISTANT_HAND_OFF',
    });
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: await server.signIn('SUPER_USER'),
      payload: {
        id: lead.customerId,
        jaguarFutureServiceInteractionId: lead.leadId,
        content: 'Hi, this is Sam from the service desk: what can I help with?',
        from: TOYOTA,
        to: lead.cellular,
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await leadOf(lead.leadId)).toMatchObject({ response_reqd: false, response_reqd_type: null });
  });

  it('hands an opted-out customer’s unclear reply to staff but texts them nothing', async () => {
    const lead = await target();
    await server.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [lead.customerId]);
    await texts(lead, UNSURE);
    expect((await leadOf(lead.leadId)).response_reqd).toBe(true);
    expect((await notesOf(lead.leadId)).map((note) => note.content)).toContainEqual(
      expect.stringContaining('Handed to you: the assistant is unsure'),
    );
    expect(await outboxOf(lead.leadId)).toEqual([]);
    expect(carrier.sent.filter((sms) => sms.to === lead.cellular)).toEqual([]);
  });

  it('never answers an opt-out itself: the consent rules confirm it, with no hand-off', async () => {
    const lead = await target();
    await texts(lead, 'STOP');
    expect((await notesOf(lead.leadId)).some((note) => note.content.startsWith('Handed to you'))).toBe(false);
    expect((await outboxOf(lead.leadId)).map((row) => row.kind)).toEqual(['compliance']);
  });

  it('never pitches a booking to a reply with a complaint in it, even read first as something else', async () => {
    const lead = await target();
    await texts(lead, BRAKES);
    const [reply] = await outboxOf(lead.leadId);
    expect(reply!.body).toBe(HONEST);
    expect((await leadOf(lead.leadId)).response_reqd_type).toBe('ASSISTANT_HAND_OFF');
  });

  it('answers a booking request with a booking question even when nothing more was read', async () => {
    const lead = await target();
    await texts(lead, BOOK_ME);
    const [reply] = await outboxOf(lead.leadId);
    expect(reply!.body).toMatch(/^Great! What day and time work best for you/);
    expect(await notesOf(lead.leadId)).toEqual([]);
  });

  it('in log mode holds the honest answer as the usual note; sent at the window’s end, the lead still waits for a person', async () => {
    const lead = await target();
    const staff = await server.signIn('SUPER_USER');
    const logMode = await server.app.inject({
      method: 'POST',
      url: `/api/future-service-interaction/track/logMode?future-service-interaction-id=${lead.leadId}`,
      headers: staff,
    });
    expect(logMode.json()).toEqual({ message: 'Log mode enabled' });
    await texts(lead, UNSURE);
    const held = await server.db.query<{ content: string; response_reqd: boolean }>(
      `SELECT content, response_reqd FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL_NOTES' AND created_on = $2`,
      [lead.leadId, NOON],
    );
    expect(held).toEqual([{ content: HONEST, response_reqd: true }]);
    expect(await outboxOf(lead.leadId)).toEqual([]);
    expect((await leadOf(lead.leadId)).response_reqd_type).toBe('ASSISTANT_HAND_OFF');
    try {
      now = new Date(NOON.getTime() + 60_000);
      await vi.waitFor(async () => expect((await outboxOf(lead.leadId))[0]).toMatchObject({ body: HONEST }), {
        timeout: 20_000,
        interval: 100,
      });
      expect(await leadOf(lead.leadId)).toMatchObject({
        response_reqd: true,
        response_reqd_type: 'ASSISTANT_HAND_OFF',
      });
    } finally {
      now = NOON;
    }
  });
});
