import twilioWebhooks from 'twilio/lib/webhooks/webhooks.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEV_TWILIO_AUTH_TOKEN } from '../config/carrier-settings.js';
import { fastifyTrustProxy, trustProxyFromEnv, type TrustProxy } from '../config/startup-settings.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { twilioSignature } from '../carriers/twilio/signature.js';
import { EMPTY_TWIML } from './webhook.routes.js';

const INBOUND = '/webhooks/twilio/sms';
const TOYOTA = '+17185550142';
const TOYOTA_POOL = '+17185550143';

type Customer = { customerId: number; leadId: number; cellular: string };

describe('Twilio webhooks', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A Toyota customer (with one lead only, so the reply's lead is certain) who may be texted. */
  async function customer(offset: number): Promise<Customer> {
    const [row] = await server.db.query<Customer>(
      `SELECT c.id AS "customerId", f.id AS "leadId", c.cellular FROM customer c
         JOIN future_service_interaction f ON f.customer_id = c.id
        WHERE c.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
          AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        ORDER BY c.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    if (!row) throw new Error('no textable Toyota customer');
    // The assistant stays quiet here: these tests look at the inbound side alone.
    await server.db.query('UPDATE future_service_interaction SET ai_enabled = false WHERE id = $1', [
      row.leadId,
    ]);
    return row;
  }
  const stored = async (sid: string) =>
    server.db.query<{ fsi_id: number; content: string; direction: string; notification_type: string }>(
      'SELECT fsi_id, content, direction, notification_type FROM message_instance WHERE provider_message_id = $1',
      [sid],
    );
  const counters = async (leadId: number) =>
    (
      await server.db.query<{
        unread: number;
        inbound: number;
        response_reqd: boolean;
        received: Date | null;
      }>(
        `SELECT total_unread_count AS unread, total_inbound_count AS inbound, response_reqd,
                last_message_received_date AS received FROM future_service_interaction WHERE id = $1`,
        [leadId],
      )
    )[0]!;

  it("computes Twilio's signature exactly as the twilio package does", () => {
    const form = {
      ...textFrom('+17185551234', TOYOTA, 'Hi & welcome, ünïcode 🚗'),
      MediaUrl0: 'https://x/y?z=1',
    };
    for (const url of [
      'https://torque.example.com/webhooks/twilio/sms',
      'http://localhost:80/webhooks/twilio/status?outboxId=12',
    ])
      expect(twilioSignature(DEV_TWILIO_AUTH_TOKEN, url, form)).toBe(
        twilioWebhooks.getExpectedTwilioSignature(DEV_TWILIO_AUTH_TOKEN, url, form),
      );
  });

  it('accepts a request signed by the twilio package and stores the text once, raising unread', async () => {
    const target = await customer(0);
    const before = await counters(target.leadId);
    const form = textFrom(target.cellular, TOYOTA, 'Is my car ready?');
    const signature = twilioWebhooks.getExpectedTwilioSignature(
      DEV_TWILIO_AUTH_TOKEN,
      `http://localhost:80${INBOUND}`,
      form,
    );
    expect(
      twilioWebhooks.validateRequest(DEV_TWILIO_AUTH_TOKEN, signature, `http://localhost:80${INBOUND}`, form),
    ).toBe(true);
    const response = await postTwilio(server.app, INBOUND, form, { signature });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/xml');
    expect(response.body).toBe(EMPTY_TWIML);
    expect(await stored(form.MessageSid!)).toEqual([
      {
        fsi_id: target.leadId,
        content: 'Is my car ready?',
        direction: 'RECEIVED',
        notification_type: 'MESSAGE_FROM_CUSTOMER',
      },
    ]);
    const after = await counters(target.leadId);
    expect(after).toMatchObject({
      unread: before.unread + 1,
      inbound: before.inbound + 1,
      response_reqd: true,
    });
    expect(after.received).not.toBeNull();
  });

  it.each([
    ['a tampered body', (form: Record<string, string>) => ({ form: { ...form, Body: 'tampered' } })],
    ['a wrong token', (form: Record<string, string>) => ({ form, token: 'not-the-token' })],
    ['no signature', (form: Record<string, string>) => ({ form, signature: '' })],
  ])('answers %s with 403 and stores nothing', async (_, change) => {
    const target = await customer(1);
    const original = textFrom(target.cellular, TOYOTA, 'Original');
    const signature = twilioWebhooks.getExpectedTwilioSignature(
      DEV_TWILIO_AUTH_TOKEN,
      `http://localhost:80${INBOUND}`,
      original,
    );
    const {
      form,
      token,
      signature: override,
    } = change(original) as { form: Record<string, string>; token?: string; signature?: string };
    const response = await postTwilio(
      server.app,
      INBOUND,
      form,
      token ? { token } : { signature: override ?? signature },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, errors: [expect.any(String)] });
    expect(await stored(original.MessageSid!)).toEqual([]);
  });

  it('creates one message when the same webhook is delivered three times', async () => {
    const target = await customer(2);
    const before = await counters(target.leadId);
    const form = textFrom(target.cellular, TOYOTA, 'Sent once, delivered thrice');
    const answers = await Promise.all([1, 2, 3].map(() => postTwilio(server.app, INBOUND, form)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await stored(form.MessageSid!)).toHaveLength(1);
    expect((await counters(target.leadId)).unread).toBe(before.unread + 1);
  });

  it('believes X-Forwarded-* only from a proxy TRUST_PROXY names (issue 13 finding 10)', async () => {
    const target = await customer(3);
    const proxyHeaders = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'torque.example.com' };
    const signedFor = (url: string, form: ReturnType<typeof textFrom>) =>
      twilioSignature(DEV_TWILIO_AUTH_TOKEN, url, form);
    // Without TRUST_PROXY (this server): a client's forwarded headers change nothing.
    const forged = textFrom(target.cellular, TOYOTA, 'Forged proxy headers');
    const untrusted = await postTwilio(server.app, INBOUND, forged, {
      signature: signedFor(`https://torque.example.com${INBOUND}`, forged),
      headers: proxyHeaders,
    });
    expect(untrusted.statusCode).toBe(403);
    const direct = textFrom(target.cellular, TOYOTA, 'Direct, headers ignored');
    const ignored = await postTwilio(server.app, INBOUND, direct, { headers: proxyHeaders });
    expect(ignored.statusCode).toBe(200);

    const behind = async (trustProxy: TrustProxy) => {
      const app = await buildApp({ db: server.db, trustProxy });
      try {
        const form = textFrom(target.cellular, TOYOTA, `Through the proxy ${String(trustProxy)}`);
        return (
          await postTwilio(app, INBOUND, form, {
            signature: signedFor(`https://torque.example.com${INBOUND}`, form),
            headers: proxyHeaders,
          })
        ).statusCode;
      } finally {
        await app.close();
      }
    };
    // The injected request comes from 127.0.0.1: trusted as every hop or by address, not otherwise.
    expect(await behind(['127.0.0.1'])).toBe(200);
    expect(await behind(['10.0.0.1'])).toBe(403);
    // Each app compiles the whole contract: slow on a busy machine.
  }, 180_000);

  it('reads TRUST_PROXY as off, true, a hop count or a list of addresses', () => {
    expect(trustProxyFromEnv({})).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxyFromEnv({ TRUST_PROXY: '2' })).toBe(2);
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' })).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    // A hop count as Fastify reads it: the nearest n proxies, no further.
    const twoHops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(true)).toBe(true);
  });

  it("routes a text to a pool number to that number's store", async () => {
    const target = await customer(4);
    const form = textFrom(target.cellular, TOYOTA_POOL, 'Texting the pool number');
    expect((await postTwilio(server.app, INBOUND, form)).statusCode).toBe(200);
    expect((await stored(form.MessageSid!))[0]?.fsi_id).toBe(target.leadId);
  });

  it('opens a new sales lead for a number nobody knows, rather than dropping the text', async () => {
    const stranger = '+12125559876';
    const form = textFrom(stranger, TOYOTA, 'Hi, do you have a RAV4 in stock?');
    expect((await postTwilio(server.app, INBOUND, form)).statusCode).toBe(200);
    const [lead] = await server.db.query<{
      planned_service_type: string;
      stage: string;
      store_id: number;
      unread: number;
    }>(
      `SELECT f.planned_service_type, f.stage, f.store_id, f.total_unread_count AS unread
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id WHERE c.cellular = $1`,
      [stranger],
    );
    expect(lead).toEqual({
      planned_service_type: 'SALES_THANKS',
      stage: 'RESPONDED', // the customer wrote (issue 30 point 4)
      store_id: 1,
      unread: 1,
    });
  });

  it('shows a customer reply in the staff lead search and conversation, unread raised', async () => {
    const target = await customer(5);
    const form = textFrom(target.cellular, TOYOTA, 'Can I come in Thursday?');
    await postTwilio(server.app, INBOUND, form);
    const headers = await server.signIn('OFFICE_USER');
    const search = await server.app.inject({
      method: 'POST',
      url: '/api/future-service-interaction/custom-search?page=0&size=5',
      headers,
      payload: {},
    });
    const top = search.json().data[0];
    expect(top).toMatchObject({
      id: target.leadId,
      responseReqd: true,
      latestMessage: { content: 'Can I come in Thursday?' },
    });
    expect(top.totalUnreadCount).toBeGreaterThan(0);
    const history = await server.app.inject({
      method: 'GET',
      url: `/api/svc-message-instance/conversation-history?future_service_interaction_id=${target.leadId}`,
      headers,
    });
    expect(history.json().data.at(-1)).toMatchObject({
      direction: 'RECEIVED',
      content: 'Can I come in Thursday?',
    });
  });

  it('applies signed status callbacks and never moves a status back', async () => {
    const [message] = await server.db.query<{ id: number }>(
      "UPDATE message_instance SET provider_message_id = 'SMstatus1', message_status = 'sent' WHERE id = (SELECT min(id) FROM message_instance WHERE direction = 'SEND' AND message_type = 'SMS') RETURNING id",
    );
    const status = (MessageStatus: string, extra: Record<string, string> = {}) =>
      postTwilio(server.app, '/webhooks/twilio/status', { MessageSid: 'SMstatus1', MessageStatus, ...extra });
    expect((await status('undelivered', { ErrorCode: '30003' })).statusCode).toBe(200);
    expect((await status('sent')).statusCode).toBe(200);
    const [row] = await server.db.query('SELECT message_status, errors FROM message_instance WHERE id = $1', [
      message?.id,
    ]);
    expect(row).toEqual({ message_status: 'undelivered', errors: 'Unreachable destination handset' });
    const forged = await postTwilio(
      server.app,
      '/webhooks/twilio/status',
      { MessageSid: 'SMstatus1', MessageStatus: 'delivered' },
      { token: 'forged' },
    );
    expect(forged.statusCode).toBe(403);
  });

  it('lets the simulator text in as a demo customer through the real, signed webhook', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/simulator' });
    expect(page.headers['content-type']).toContain('text/html');
    const target = await customer(6);
    // The simulator's calls need a staff session (issue 13 finding 9).
    const staff = await server.signIn('SUPER_USER');
    const sent = await server.app.inject({
      method: 'POST',
      url: '/simulator/send',
      headers: staff,
      payload: { customerId: target.customerId, text: 'Hello from the simulator' },
    });
    expect(sent.json()).toMatchObject({ webhookStatus: 200 });
    expect(await stored(sent.json().messageSid)).toMatchObject([
      { fsi_id: target.leadId, content: 'Hello from the simulator' },
    ]);
    const phone = await server.app.inject({
      method: 'GET',
      url: `/simulator/messages?customerId=${target.customerId}`,
      headers: staff,
    });
    expect(phone.json()[0]).toMatchObject({ direction: 'out', text: 'Hello from the simulator' });
  });
});
