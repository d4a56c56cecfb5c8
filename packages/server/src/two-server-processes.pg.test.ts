import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TWILIO_AUTH_TOKEN } from './config/carrier-settings.js';
import { twilioSignature } from './carriers/twilio/signature.js';
import { DEMO_PASSWORD } from './seed/demo-organisation.js';
import { openTestDatabase, type TestDatabase } from './testing/test-database.js';
import { textFrom } from './testing/inbound-test-client.js';
import { startServerProcess, type ServerProcess } from './testing/server-process.js';
import { openSseStream, type TestSseStream } from './testing/sse-test-client.js';

// PostgreSQL only (*.pg.test.ts): two server processes, as behind a load balancer, on one database
// (issue 13, "Scale-out, kept true"). Runs in the PostgreSQL pass of npm test, after the build.
const PUBLIC_URL = 'http://torque.test';
const SENDS = 40;

type Instance = ServerProcess & { readonly token: string };
type Lead = { leadId: number; customerId: number; cellular: string; phone: string };

describe('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let instances: [Instance, Instance];
  let stream: TestSseStream | undefined;
  let lead: Lead;

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = {
      DATABASE_URL: database.url ?? '',
      TORQUE_DEMO: '1',
      PUBLIC_URL,
      EMAIL_RESPONSE_SECRET: 'two-processes-test-secret-0123456789abcdef',
    };
    const started = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    instances = (await Promise.all(
      started.map(async (server) => ({ ...server, token: await signIn(server.base) })),
    )) as [Instance, Instance];
    [lead] = (await database.db.query<Lead>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
        ORDER BY f.id LIMIT 1`,
    )) as [Lead];
  }, 120_000);

  afterAll(async () => {
    stream?.close();
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await database?.close();
  });

  it('streams to a client of one process the text a customer sent through the other', async () => {
    const [a, b] = instances;
    stream = await openSseStream(`${a.base}/api/realtime/events`, { authorization: `Bearer ${a.token}` });
    const body = `Is my car ready? ${Date.now()}`;
    const form = textFrom(lead.cellular, lead.phone, body);
    const path = '/webhooks/twilio/sms';
    const answer = await fetch(`${b.base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(DEV_TWILIO_AUTH_TOKEN, `${PUBLIC_URL}${path}`, form),
      },
      body: new URLSearchParams(form).toString(),
    });
    expect(answer.status).toBe(200);
    await expect
      .poll(() => stream!.events.some((event) => JSON.stringify(event.data ?? '').includes(body)), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  it(`stores and sends exactly once each of ${SENDS} texts sent through both`, async () => {
    const tag = `Scale-out ${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: SENDS }, (_, index) => send(instances[index % 2]!, `${tag} #${index}`)),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(SENDS);
    const stored = () =>
      database.db.query<{ content: string; copies: number; sent: number }>(
        `SELECT m.content, count(*)::int AS copies,
                (SELECT count(*)::int FROM loopback_sms l WHERE l.body = m.content) AS sent
           FROM message_instance m WHERE m.content LIKE $1 GROUP BY m.content`,
        [`${tag} #%`],
      );
    await expect
      .poll(async () => (await stored()).filter((row) => row.sent > 0).length, { timeout: 30_000 })
      .toBe(SENDS);
    const rows = await stored();
    expect(rows).toHaveLength(SENDS);
    expect(rows.every((row) => row.copies === 1 && row.sent === 1)).toBe(true);
  });

  async function send(instance: Instance, content: string): Promise<number> {
    const response = await fetch(`${instance.base}/api/svc-message-instance/svc-send-message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${instance.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: lead.customerId,
        jaguarFutureServiceInteractionId: lead.leadId,
        content,
        from: lead.phone,
        to: lead.cellular,
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      }),
    });
    await response.arrayBuffer();
    return response.status;
  }
});

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/user/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super_user@torque.demo', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { authToken: string }).authToken;
}
