import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { createHmac } from 'node:crypto';
import { autoResponseToken } from './auto-response-token.js';
import {
  DEFAULT_LEAD_SUBMISSIONS_PER_MINUTE,
  LEAD_SUBMISSIONS_PER_PHONE,
} from './lead-submission-rate-limit.js';

const TOYOTA_FORM = '+15550100101';
let server: TestServer;
let clockOffset = 0;
const clock = { now: () => new Date(Date.now() + clockOffset) };
let nextIp = 1;
/** Each test submits from its own address, so the per-client rate limit is tested on its own. */
const clientIp = () => `10.0.0.${nextIp++}`;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
  const [row] = await server.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
};

function submit(body: object, remoteAddress = clientIp()) {
  return server.app.inject({ method: 'POST', url: '/api/lead-submission', payload: body, remoteAddress });
}

const form = (overrides: object = {}) => ({
  firstName: 'Nora',
  lastName: 'Quinlan',
  customerPhoneNumber: '+12125550187',
  storePhoneNumber: TOYOTA_FORM,
  message: 'I would like to schedule an appointment. My name is Nora Quinlan',
  ...overrides,
});

describe('POST /api/lead-submission (public)', () => {
  it('creates the customer, a sales lead, its first message, an opt-in and the assistant text', async () => {
    const response = await submit(form());
    expect(response.statusCode).toBe(200);
    const lead = await one<{
      id: number;
      stage: string;
      planned_service_type: string;
      make: string;
      unread: number;
    }>(
      `SELECT f.id, f.stage, f.planned_service_type, s.make, f.total_unread_count AS unread
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE c.cellular = '+12125550187' AND c.first_name = 'Nora'`,
    );
    // The customer wrote first: RESPONDED (issue 30 point 4).
    expect(lead).toMatchObject({
      stage: 'RESPONDED',
      planned_service_type: 'SALES_THANKS',
      make: 'Toyota',
      unread: 1,
    });
    const messages = await server.db.query<{ direction: string; content: string }>(
      'SELECT direction, content FROM message_instance WHERE fsi_id = $1 ORDER BY id',
      [lead.id],
    );
    expect(messages[0]).toEqual({ direction: 'RECEIVED', content: form().message });
    expect(messages[1]?.direction).toBe('SEND');
    expect(messages[1]?.content).toMatch(/^Hi Nora, .*What day and time work best for you\?/);
    const outbox = await one<{ kind: string; to_address: string }>(
      'SELECT o.kind, o.to_address FROM outbox o JOIN message_instance m ON m.id = o.message_id WHERE m.fsi_id = $1',
      [lead.id],
    );
    expect(outbox).toEqual({ kind: 'assistant', to_address: '+12125550187' });
    const consent = await one<{ kind: string; source: string; text: string }>(
      'SELECT kind, source, text FROM consent_ledger WHERE fsi_id = $1',
      [lead.id],
    );
    expect(consent).toMatchObject({ kind: 'opt-in', source: 'lead-form' });
    expect(consent.text).toContain('Toyota may send text messages');
    // The form names no vehicle: its model and year are not given, never invented (issue 14).
    const answered = (
      await server.app.inject({
        method: 'GET',
        url: `/api/future-service-interaction?future-service-interaction-id=${lead.id}`,
        headers: await server.signIn('SUPER_USER'),
      })
    ).json() as { serviceVehicle: { make: string; model: string | null; year: number | null } };
    expect(answered.serviceVehicle).toMatchObject({ make: 'Toyota', model: null, year: null });
    expect(messages.map((message) => message.content).join(' ')).not.toMatch(/Unknown/);
  });

  it('lets staff find the new lead by name', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/future-service-interaction/custom-search?page=0&size=10',
      headers: await server.signIn('SUPER_USER'),
      payload: { searchText: 'Quinlan' },
    });
    const found = response.json() as { data: { customerMaster: { firstName: string } }[] };
    expect(found.data.map((lead) => lead.customerMaster.firstName)).toContain('Nora');
  });

  it("reuses the store's customer with the same phone for a second request", async () => {
    await submit(form({ firstName: 'Nora', message: 'Second try' }));
    const customers = await one<{ n: number; leads: number }>(
      `SELECT count(DISTINCT c.id)::int AS n, count(f.id)::int AS leads
         FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id WHERE c.cellular = '+12125550187'`,
    );
    expect(customers).toEqual({ n: 1, leads: 2 });
  });

  it("refuses what the domain's lead form refuses, and numbers no store answers", async () => {
    const blank = await submit(form({ firstName: '  ', lastName: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'First name is required Last name is required' });
    expect((await submit(form({ customerPhoneNumber: '2125550187' }))).statusCode).toBe(400);
    const nowhere = await submit(
      form({ storePhoneNumber: '+19995550100', customerPhoneNumber: '+12125550366' }),
    );
    expect(nowhere.statusCode).toBe(404);
  });

  it('takes a showroom kiosk signing up customer after customer, then answers 429 saying when to retry', async () => {
    const kiosk = clientIp();
    for (let i = 0; i < DEFAULT_LEAD_SUBMISSIONS_PER_MINUTE; i++) {
      const ok = await submit(
        form({ customerPhoneNumber: `+121255503${String(i).padStart(2, '0')}` }),
        kiosk,
      );
      expect(ok.statusCode, `customer ${i + 1}`).toBe(200);
    }
    const refused = await submit(form({ customerPhoneNumber: '+12125550399' }), kiosk);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      // Thirty quick submissions leave up to a full minute of the window: "1 minute" or "40 seconds".
      /^Too many lead submissions from this address\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit(form({ customerPhoneNumber: '+12125550398' }))).statusCode).toBe(200);
  });

  it('texts one phone number at most three times in ten minutes, from any address', async () => {
    const phone = '+12125550377';
    for (let i = 0; i < LEAD_SUBMISSIONS_PER_PHONE; i++) {
      expect((await submit(form({ customerPhoneNumber: phone }))).statusCode).toBe(200);
    }
    const refused = await submit(form({ customerPhoneNumber: phone }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^This phone number was just submitted\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await submit(form({ customerPhoneNumber: '+12125550376' }))).statusCode).toBe(200);
  });
});

// The public deal room: public-deal-room.test.ts (issue 13 finding 1).

describe('GET /api/email/autoResponse (no auth header)', () => {
  const respond = (key: string, token: string, message = 'Yes, Tuesday works') =>
    server.app.inject({
      method: 'GET',
      url: '/api/email/autoResponse',
      query: {
        token,
        key,
        from: 'nora@example.com',
        to: 'service@torque.example',
        subject: 'Re: your visit',
        message,
      },
    });

  it('records an answer to an e-mail we sent, once', async () => {
    const email = await one<{ id: number; fsi_id: number }>(
      "SELECT id, fsi_id FROM message_instance WHERE message_type = 'EMAIL' AND direction <> 'RECEIVED' ORDER BY id LIMIT 1",
    );
    const key = String(email.id);
    const token = autoResponseToken(key, server.emailResponseSecret);
    const first = await respond(key, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Thanks for your response!' });
    expect((await respond(key, token)).statusCode).toBe(200);
    const answers = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM message_instance
        WHERE fsi_id = $1 AND message_type = 'EMAIL' AND direction = 'RECEIVED' AND content = 'Yes, Tuesday works'`,
      [email.fsi_id],
    );
    expect(answers.n).toBe(1);
  });

  it('refuses a token the server did not issue with 400, an unknown e-mail with 404', async () => {
    const bad = await respond('1', `${Math.floor(Date.now() / 1000) + 3600}.${'f'.repeat(64)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This response link is not valid.');
    expect((await respond('1', 'not-hex')).statusCode).toBe(400);
    const unknown = await respond('999999', autoResponseToken('999999', server.emailResponseSecret));
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses links signed with the old constant secret, or with a changed expiry or key (issue 13)', async () => {
    const key = String(await firstSentEmail());
    const oldConstant = createHmac('sha256', 'torque-dev-email-response-secret')
      .update(`email-auto-response:${key}`)
      .digest('hex');
    expect((await respond(key, oldConstant)).statusCode).toBe(400);
    expect((await respond(key, autoResponseToken(key, 'torque-dev-email-response-secret'))).statusCode).toBe(
      400,
    );
    const token = autoResponseToken(key, server.emailResponseSecret);
    const [expires, mac] = token.split('.');
    const later = await respond(key, `${Number(expires) + 86_400 * 365}.${mac}`);
    expect(later.json()).toMatchObject({ statusCode: 400, message: 'This response link is not valid.' });
    expect((await respond(String(Number(key) + 1), token)).statusCode).toBe(400);
  });

  it('refuses a link after its 30 days with a plain 400', async () => {
    const key = String(await firstSentEmail());
    const token = autoResponseToken(key, server.emailResponseSecret);
    clockOffset = 29 * 86_400_000;
    try {
      expect((await respond(key, token, 'Still fine')).statusCode).toBe(200);
      clockOffset = 30 * 86_400_000 + 60_000;
      const expired = await respond(key, token, 'Too late');
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('This response link has expired.');
    } finally {
      clockOffset = 0;
    }
  });
});

async function firstSentEmail(): Promise<number> {
  const email = await one<{ id: number }>(
    "SELECT id FROM message_instance WHERE message_type = 'EMAIL' AND direction <> 'RECEIVED' ORDER BY id LIMIT 1",
  );
  return email.id;
}
