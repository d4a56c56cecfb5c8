import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../packages/server/src/app.js';
import { startBareJsonServer } from '../../packages/server/src/testing/bare-server.js';
import { openTestDatabase, type TestDatabase } from '../../packages/server/src/testing/test-database.js';
import { DEMO_PASSWORD } from '../../packages/server/src/seed/demo-organisation.js';
import { LoadSseClient, percentile, requestsPerSecond } from './load-client.js';

// Bounded load on 127.0.0.1 only, loopback carrier: CLIENTS event streams connected while SENDS_PER_SECOND
// staff texts go out for SECONDS; every client must receive every MESSAGE_CREATED exactly once. Then the
// conversation-history call against a bare Fastify route answering the same JSON, same machine, same run.
const CLIENTS = Number(process.env['LOAD_CLIENTS'] ?? 100);
const SENDS_PER_SECOND = Number(process.env['LOAD_SENDS_PER_SECOND'] ?? 50);
const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 30);
const THROUGHPUT_MS = 5000;

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
let base = '';
let token = '';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/user/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super_user@torque.demo', password: DEMO_PASSWORD }),
  });
  token = ((await login.json()) as { authToken: string }).authToken;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

it(`${CLIENTS} SSE clients while ${SENDS_PER_SECOND} sends/s run for ${SECONDS} s`, async () => {
  const leads = await database.db.query<{
    leadId: number;
    customerId: number;
    cellular: string;
    phone: string;
  }>(
    `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
      WHERE NOT c.block_sms AND c.cellular NOT LIKE '%0000'
        AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))`,
  );
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, () => LoadSseClient.open(`${base}/api/realtime/events`, token)),
  );
  const sentAt = new Map<number, number>();
  let sendErrors = 0;
  const started = performance.now();
  const total = SENDS_PER_SECOND * SECONDS;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / SENDS_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const lead = leads[i % leads.length]!;
    const at = performance.now();
    pending.push(
      fetch(`${base}/api/svc-message-instance/svc-send-message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          id: lead.customerId,
          jaguarFutureServiceInteractionId: lead.leadId,
          content: `Load message ${i}`,
          from: lead.phone,
          to: lead.cellular,
          direction: 'SEND',
          messageType: 'SMS',
          notificationType: 'MESSAGE_TO_CUSTOMER',
        }),
      })
        .then(async (response) => {
          const body = (await response.json()) as { id?: number };
          if (response.ok && body.id !== undefined) sentAt.set(body.id, at);
          else sendErrors += 1;
        })
        .catch(() => {
          sendErrors += 1;
        }),
    );
  }
  await Promise.all(pending);
  const sendSeconds = (performance.now() - started) / 1000;
  // Let the last events arrive (bounded).
  const deadline = performance.now() + 15_000;
  const everyoneHasAll = () =>
    clients.every((client) => [...sentAt.keys()].every((id) => client.created.has(id)));
  while (!everyoneHasAll() && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));

  const latencies: number[] = [];
  let lost = 0;
  let duplicated = 0;
  for (const client of clients) {
    for (const [id, at] of sentAt) {
      const seen = client.created.get(id);
      if (!seen) lost += 1;
      else {
        if (seen.length > 1) duplicated += seen.length - 1;
        latencies.push(seen[0]! - at);
      }
    }
    client.close();
  }
  latencies.sort((a, b) => a - b);
  const streamErrors = clients.reduce((sum, client) => sum + client.errors, 0);

  // Conversation history against a bare Fastify route returning the same JSON, same client, same run.
  const historyUrl = `${base}/api/svc-message-instance/conversation-history?future_service_interaction_id=${leads[0]!.leadId}`;
  const sample = await (await fetch(historyUrl, { headers: { authorization: `Bearer ${token}` } })).text();
  const bare = await startBareJsonServer(sample);
  const history = await requestsPerSecond(
    historyUrl,
    { authorization: `Bearer ${token}` },
    16,
    THROUGHPUT_MS,
  );
  const baseline = await requestsPerSecond(bare.url, {}, 16, THROUGHPUT_MS);
  await bare.close();

  const lines = [
    `realtime load (${database.kind}, loopback carrier, 127.0.0.1): ${CLIENTS} SSE clients, ${SENDS_PER_SECOND} sends/s for ${SECONDS} s`,
    `  sends: ${sentAt.size} ok, ${sendErrors} errors, ${(sentAt.size / sendSeconds).toFixed(1)} sends/s achieved`,
    `  events delivered: ${latencies.length} (${(latencies.length / sendSeconds).toFixed(0)}/s), stream errors ${streamErrors}`,
    `  latency send → MESSAGE_CREATED received: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    `  lost ${lost}, duplicated ${duplicated}`,
    `  conversation history ${history.perSecond.toFixed(0)} req/s vs bare Fastify ${baseline.perSecond.toFixed(0)} req/s: ratio ${(history.perSecond / baseline.perSecond).toFixed(2)} (target ≥ 0.5)`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  expect({ lost, duplicated, sendErrors, streamErrors }).toEqual({
    lost: 0,
    duplicated: 0,
    sendErrors: 0,
    streamErrors: 0,
  });
});
