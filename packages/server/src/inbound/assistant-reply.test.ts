import type { Clock } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countingCarrier } from '../testing/counting-carrier.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const INBOUND = '/webhooks/twilio/sms';
const TOYOTA = '+17185550142';
/** 23:00 in New York (EDT) on a Monday; the Toyota customers' area codes are New York's. */
const LATE_EVENING = new Date('2025-03-11T03:00:00Z');
const EIGHT_AM = new Date('2025-03-11T12:00:00Z');

type Target = { leadId: number; customerId: number; cellular: string };

describe('the assistant answers, in the customer’s hours', () => {
  let server: TestServer;
  let now = LATE_EVENING;
  const clock: Clock = { now: () => now };
  const carrier = countingCarrier();
  beforeAll(async () => {
    server = await startTestServer({ carrier: carrier.factory, clock, outboxTiming: { pollMs: 20 } });
  });
  afterAll(() => server.close());

  /** A Toyota lead with AI on, whose customer has only this lead and may be texted. */
  async function target(offset: number): Promise<Target> {
    const [row] = await server.db.query<Target>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
        WHERE c.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
        ORDER BY c.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    await server.db.query(
      'UPDATE future_service_interaction SET ai_enabled = true, conversation_closed = false WHERE id = $1',
      [row!.leadId],
    );
    return row!;
  }
  const outboxOf = async (leadId: number) =>
    server.db.query<{ status: string; kind: string; not_before: Date; body: string }>(
      `SELECT o.status, o.kind, o.not_before, o.body FROM outbox o JOIN message_instance m ON m.id = o.message_id
        WHERE m.fsi_id = $1 ORDER BY o.id`,
      [leadId],
    );

  it('holds an automated reply until 8 am in the customer’s zone, then releases it', async () => {
    now = LATE_EVENING;
    const t = await target(0);
    await postTwilio(server.app, INBOUND, textFrom(t.cellular, TOYOTA, 'Yes please'));
    const [held] = await outboxOf(t.leadId);
    expect(held).toMatchObject({ status: 'queued', kind: 'assistant', not_before: EIGHT_AM });
    // This customer already has a booked appointment: their yes is answered with it (issue 31 point 5).
    expect(held?.body).toMatch(/^Thanks \w+! You are booked for /);
    await new Promise((resolve) => setTimeout(resolve, 100));
    now = new Date(EIGHT_AM.getTime() - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(carrier.sent.filter((sms) => sms.to === t.cellular)).toEqual([]);
    now = EIGHT_AM;
    await vi.waitFor(() => expect(carrier.sent.filter((sms) => sms.to === t.cellular)).toHaveLength(1));
    await vi.waitFor(async () => expect((await outboxOf(t.leadId))[0]?.status).toBe('sent'));
  });

  it('never sends a held reply to a customer who opted out meanwhile', async () => {
    now = LATE_EVENING;
    const t = await target(1);
    await postTwilio(server.app, INBOUND, textFrom(t.cellular, TOYOTA, 'Yes, the Tundra'));
    await postTwilio(server.app, INBOUND, textFrom(t.cellular, TOYOTA, 'Actually stop texting me'));
    now = EIGHT_AM;
    await vi.waitFor(async () =>
      expect((await outboxOf(t.leadId)).map((row) => [row.kind, row.status])).toEqual([
        ['assistant', 'cancelled'],
        ['compliance', 'sent'],
      ]),
    );
    expect(carrier.sent.filter((sms) => sms.to === t.cellular).map((sms) => sms.body)).toEqual([
      expect.stringContaining('You have been unsubscribed'),
    ]);
  });

  it('records the intents of each text for Show Intents (message options roles only)', async () => {
    now = EIGHT_AM;
    const t = await target(2);
    await postTwilio(
      server.app,
      INBOUND,
      textFrom(t.cellular, TOYOTA, 'Yes, can I bring it in tomorrow at 10am?'),
    );
    const [message] = await server.db.query<{ id: number }>(
      "SELECT id FROM message_instance WHERE fsi_id = $1 AND direction = 'RECEIVED' ORDER BY id DESC LIMIT 1",
      [t.leadId],
    );
    const url = `/api/future-service-interaction/intentDetails?future-service-interaction-id=${t.leadId}&messageId=${message!.id}`;
    const details = await server.app.inject({
      method: 'GET',
      url,
      headers: await server.signIn('SUPER_USER'),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      intents: expect.arrayContaining([
        { intentName: 'CUSTOMER_SAY_YES', symLogs: { inputStrListBeforePreprocessor: [expect.any(String)] } },
        expect.objectContaining({ intentName: 'DT_DETECTED' }),
      ]),
      // The classification code first (a booking request), then the action the workflow took.
      finalIntentNames: ['APPT-SET', 'DT_DETECTED'],
      multiIntentNames: expect.arrayContaining(['APPT-SET', 'CUSTOMER_SAY_YES', 'DT_DETECTED']),
    });
    const officeUser = await server.app.inject({
      method: 'GET',
      url,
      headers: await server.signIn('OFFICE_USER'),
    });
    expect(officeUser.statusCode).toBe(403);
  });

  it('in log mode keeps the reply as an internal note for staff, who send it with isLogModeToBeSent', async () => {
    now = EIGHT_AM;
    const t = await target(3);
    const staff = await server.signIn('SUPER_USER');
    const enable = await server.app.inject({
      method: 'POST',
      url: `/api/future-service-interaction/track/logMode?future-service-interaction-id=${t.leadId}`,
      headers: staff,
    });
    expect(enable.json()).toEqual({ message: 'Log mode enabled' });
    await postTwilio(server.app, INBOUND, textFrom(t.cellular, TOYOTA, 'Yes'));
    const history = async (headers: { authorization: string }) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/svc-message-instance/conversation-history?future_service_interaction_id=${t.leadId}`,
          headers,
        })
      ).json().data as {
        id: number;
        messageType: string;
        validLogMode: boolean | null;
        responseReqd: boolean;
        content: string;
      }[];
    // The fixed clock is earlier than the demo data, so find the note by id rather than by position.
    const note = (await history(staff)).reduce((newest, m) => (m.id > newest.id ? m : newest));
    expect(note).toMatchObject({ messageType: 'INTERNAL_NOTES', validLogMode: null, responseReqd: true });
    expect(await outboxOf(t.leadId)).toEqual([]);
    expect((await history(await server.signIn('OFFICE_USER'))).some((m) => m.id === note.id)).toBe(false);

    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: staff,
      payload: {
        id: t.customerId,
        jaguarFutureServiceInteractionId: t.leadId,
        content: `${note.content} (edited)`,
        from: TOYOTA,
        to: t.cellular,
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
        isLogModeToBeSent: true,
      },
    });
    expect(sent.json()).toMatchObject({ messageStatus: 'sent', content: `${note.content} (edited)` });
    expect((await history(staff)).find((m) => m.id === note.id)).toMatchObject({
      validLogMode: true,
      responseReqd: false,
    });

    const validity = await server.app.inject({
      method: 'PUT',
      url: '/api/svc-message-instance/updateLogModeResponseValidity',
      headers: staff,
      payload: { id: note.id, validLogMode: false },
    });
    expect(validity.json()).toEqual({ message: 'Successfully Updated' });
  });
});
