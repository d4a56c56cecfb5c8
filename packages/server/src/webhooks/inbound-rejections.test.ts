import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_BANDWIDTH_WEBHOOK_PASSWORD, DEV_BANDWIDTH_WEBHOOK_USER } from '../config/carrier-settings.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const TOYOTA = '+17185550142';
const BASIC = `Basic ${Buffer.from(`${DEV_BANDWIDTH_WEBHOOK_USER}:${DEV_BANDWIDTH_WEBHOOK_PASSWORD}`).toString('base64')}`;

/** A customer's text as Bandwidth's callback describes it. */
const received = (id: string, from: string, text: string) => ({
  type: 'message-received',
  time: '2026-11-24T09:00:00Z',
  to: TOYOTA,
  message: { id, from, to: [TOYOTA], text, direction: 'in' },
});

describe('one bad carrier event neither blocks nor loses the others', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const stored = (ids: readonly string[]) =>
    server.db.query<{ provider_message_id: string; content: string }>(
      'SELECT provider_message_id, content FROM message_instance WHERE provider_message_id = ANY($1) ORDER BY id',
      [ids],
    );
  const rejected = () =>
    server.db.query<{ provider: string; kind: string; provider_message_id: string; reason: string }>(
      'SELECT provider, kind, provider_message_id, reason FROM rejected_inbound_event ORDER BY id',
    );

  it('stores the good events of a signed Bandwidth batch once, keeps the bad one, and acknowledges every resend', async () => {
    const batch = [
      received('bw-good-1', '+12125550101', 'First, fine'),
      received('bw-bad-2', '+12125550102', 'Broken \u0000 text'),
      received('bw-good-3', '+12125550103', 'Third, fine'),
    ];
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/webhooks/bandwidth/messages',
        headers: { authorization: BASIC },
        payload: batch,
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(await stored(['bw-good-1', 'bw-bad-2', 'bw-good-3'])).toEqual([
      { provider_message_id: 'bw-good-1', content: 'First, fine' },
      { provider_message_id: 'bw-good-3', content: 'Third, fine' },
    ]);
    expect(await rejected()).toEqual([
      {
        provider: 'bandwidth',
        kind: 'message',
        provider_message_id: 'bw-bad-2',
        reason: 'A NUL character (\\u0000) in message/text',
      },
    ]);
  });

  it('acknowledges a bad Twilio text with 2xx and keeps it once, however often it comes', async () => {
    const form = textFrom('+12125550104', TOYOTA, 'Hello\u0000there');
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await postTwilio(server.app, '/webhooks/twilio/sms', form);
      expect(answer.statusCode).toBe(200);
    }
    expect(await stored([form.MessageSid!])).toEqual([]);
    expect((await rejected()).filter((event) => event.provider === 'twilio')).toEqual([
      {
        provider: 'twilio',
        kind: 'message',
        provider_message_id: form.MessageSid,
        reason: 'A NUL character (\\u0000) in Body',
      },
    ]);
  });

  it('lists the kept events for the super user only', async () => {
    const url = '/api/admin/rejected-inbound-events?page=0&size=10';
    const list = await server.app.inject({ method: 'GET', url, headers: await server.signIn('SUPER_USER') });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 0 });
    expect(list.json().data.map((event: { provider: string }) => event.provider)).toEqual([
      'twilio',
      'bandwidth',
    ]);
    expect(list.json().data[1].payload).toContain('Broken \\u0000 text');
    for (const role of ['SUPER_ADMIN', 'SUPER_DATA_ADMIN', 'OFFICE_USER'] as const) {
      const refused = await server.app.inject({ method: 'GET', url, headers: await server.signIn(role) });
      expect(refused.statusCode).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
