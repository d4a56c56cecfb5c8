import { OPTED_OUT_MESSAGE, type Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoopbackCarrier, UNREACHABLE_ERROR } from '../carriers/loopback/carrier.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type Target = { leadId: number; customerId: number; cellular: string; email: string | null; phone: string };

describe('sending a message', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      carrier: (onDeliveryReport) => new LoopbackCarrier({ onDeliveryReport, deliveryDelayMs: 50 }),
    });
  });
  afterAll(() => server.close());

  /** A Toyota lead that may be texted (or, with optedOut, one that may not). */
  async function target(optedOut = false, offset = 0): Promise<Target> {
    const rows = await server.db.query<Target>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, c.email, s.phone_number AS phone
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE f.store_id = 1 AND c.email IS NOT NULL
          AND ${optedOut ? '' : 'NOT'} EXISTS (SELECT 1 FROM mark m WHERE m.fsi_id = f.id AND m.intent_type = 'SMS_OPT_OUT')
          AND c.block_sms = $1
        ORDER BY f.id OFFSET $2 LIMIT 1`,
      [optedOut, offset],
    );
    if (!rows[0]) throw new Error('no suitable seeded lead');
    return rows[0];
  }
  const payload = (t: Target, extra: Record<string, unknown> = {}) => ({
    id: t.customerId,
    jaguarFutureServiceInteractionId: t.leadId,
    content: '<p>Hi! Your <b>RAV4</b> is ready for pickup.</p>',
    from: t.phone,
    fromName: 'Ava Torque',
    to: t.cellular,
    toName: 'Customer',
    direction: 'SEND',
    mediaUrl: '-',
    messageType: 'SMS',
    notificationType: 'MESSAGE_TO_CUSTOMER',
    ...extra,
  });
  const send = async (body: object, role: Role = 'OFFICE_USER') =>
    server.app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: await server.signIn(role),
      payload: body,
    });
  const messageCount = async (leadId: number) =>
    (
      await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM message_instance WHERE fsi_id = $1',
        [leadId],
      )
    )[0]?.n;

  it('stores the SMS as plain text, hands it to the carrier and reports sent, then delivered', async () => {
    const t = await target();
    await server.db.query('UPDATE future_service_interaction SET response_reqd = true WHERE id = $1', [
      t.leadId,
    ]);
    const digits = t.cellular.slice(2);
    const response = await send(
      payload(t, { to: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` }),
    );
    expect(response.statusCode).toBe(200);
    const message = response.json();
    expect(message).toMatchObject({
      jaguarFutureServiceInteractionId: t.leadId,
      content: 'Hi! Your RAV4 is ready for pickup.',
      direction: 'SEND',
      messageType: 'SMS',
      notificationType: 'MESSAGE_TO_CUSTOMER',
      messageStatus: 'sent',
      archived: false,
      messageSentBy: 'Angela Brooks',
      mediaUrls: [],
    });
    const [stored] = await server.db.query<{ to_address: string; provider_message_id: string | null }>(
      'SELECT to_address, provider_message_id FROM message_instance WHERE id = $1',
      [message.id],
    );
    expect(stored?.to_address).toBe(t.cellular);
    expect(stored?.provider_message_id).toMatch(/^LB/);
    const [lead] = await server.db.query(
      'SELECT response_reqd FROM future_service_interaction WHERE id = $1',
      [t.leadId],
    );
    expect(lead).toEqual({ response_reqd: false });

    await vi.waitFor(
      async () => {
        const [row] = await server.db.query<{ message_status: string }>(
          'SELECT message_status FROM message_instance WHERE id = $1',
          [message.id],
        );
        expect(row?.message_status).toBe('delivered');
      },
      { timeout: 3000, interval: 50 },
    );
  });

  it('moves the lead to the top of the list', async () => {
    const t = await target(false, 1);
    expect((await send(payload(t))).statusCode).toBe(200);
    const search = await server.app.inject({
      method: 'POST',
      url: '/api/future-service-interaction/custom-search?page=0&size=1',
      headers: await server.signIn('OFFICE_USER'),
      payload: {},
    });
    expect(search.json().data[0].id).toBe(t.leadId);
  });

  it('reports an unreachable handset as failed with the carrier error', async () => {
    const t = await target(false, 2);
    const response = await send(payload(t, { to: '+17185550000' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ messageStatus: 'failed', errors: UNREACHABLE_ERROR });
  });

  it('stores an e-mail with its subject and HTML as they are', async () => {
    const t = await target(false, 3);
    const html = '<p>Dear customer,</p><p>Your <strong>service</strong> is due.</p>';
    const response = await send(
      payload(t, { messageType: 'EMAIL', to: t.email, subject: 'Service reminder', content: html }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      messageType: 'EMAIL',
      subject: 'Service reminder',
      content: html,
      messageStatus: 'sent',
    });
  });

  it.each([
    ['empty content', { content: '' }, 'Please Enter Message'],
    ['content that renders as nothing', { content: '<p><br></p>' }, 'Please Enter Message'],
    ['no sender number', { from: undefined }, 'This Division has no Assistant'],
    [
      'an e-mail without a subject',
      { messageType: 'EMAIL', to: 'someone@example.com' },
      'Please Enter Subject',
    ],
    ['a number that is not 10 digits', { to: '555-12' }, 'Invalid Number'],
    // Issue 28: Twilio's longest SMS; the contract's 5000 is for e-mail.
    [
      'a text of 1601 characters',
      { content: 'a'.repeat(1601) },
      'A text message is at most 1600 characters.',
    ],
  ])('refuses %s with the spec message and stores nothing', async (_, extra, message) => {
    const t = await target(false, 4);
    const before = await messageCount(t.leadId);
    const body: Record<string, unknown> = payload(t, extra);
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, errors: [message] });
    expect(await messageCount(t.leadId)).toBe(before);
  });

  it('refuses to text an opted-out customer and stores nothing', async () => {
    const t = await target(true);
    const before = await messageCount(t.leadId);
    const response = await send(payload(t), 'SUPER_USER');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: OPTED_OUT_MESSAGE, errors: [OPTED_OUT_MESSAGE] });
    expect(await messageCount(t.leadId)).toBe(before);
  });

  it('names the opt-out, not the number, when an opted-out customer is texted at a bad number', async () => {
    const t = await target(true);
    const response = await send(payload(t, { to: '555-01' }), 'SUPER_USER');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: OPTED_OUT_MESSAGE });
  });

  it('refuses a customer id that does not belong to the lead', async () => {
    const t = await target(false, 5);
    const response = await send(payload(t, { id: t.customerId + 1 }));
    expect(response.statusCode).toBe(400);
  });

  it("treats another store's lead as missing", async () => {
    const [ford] = await server.db.query<{ id: number; customer_id: number }>(
      'SELECT id, customer_id FROM future_service_interaction WHERE store_id = 2 LIMIT 1',
    );
    const t = await target(false, 6);
    const response = await send(
      payload(t, { jaguarFutureServiceInteractionId: ford?.id, id: ford?.customer_id }),
    );
    expect(response.statusCode).toBe(404);
  });

  it.each([
    [{ messageType: 'FAX' }, 'body/messageType must be one of: SMS, EMAIL'],
    [{ direction: 'RECEIVED' }, 'body/direction must be SEND'],
    [{ content: 42 }, 'body/content must be string'],
    [{ jaguarFutureServiceInteractionId: 0 }, 'body/jaguarFutureServiceInteractionId must be >= 1'],
    [{ priority: 'high' }, "body must NOT have additional property 'priority'"],
  ])('answers a contract violation with 400 naming the field (%j)', async (extra, message) => {
    const t = await target(false, 7);
    const response = await send(payload(t, extra));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message, errors: [message] });
  });
});
