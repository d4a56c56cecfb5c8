import type { Socket } from 'node:net';
import { SseRealtimeFeed } from '@torque/adapters';
import { toIncomingItem, type RealtimeEvent, type RealtimeStatus } from '@torque/domain';
import { buildApp, DEMO_PASSWORD, type Database } from '@torque/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../packages/server/src/testing/test-database.js';

// Issue "contract and adapters", realtime: the real adapter client against the real server on a
// loopback port. The server's socket is destroyed in the middle of a burst of 100 messages; the
// client reconnects with Last-Event-ID and ends with all 100, in order, each once.
const BURST = 100;
const DROP_AFTER = 40;

type Target = { leadId: number; customerId: number; cellular: string; phone: string };
type StreamRequest = { socket: Socket; lastEventId: string | undefined; at: number };

let database: TestDatabase;
let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let base = '';
let token = '';
const streamRequests: StreamRequest[] = [];
const sentIds: number[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  app = await buildApp({ db });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  // Every event-stream request, with its socket, so the test can cut one like a failing network.
  app.server.on('request', (request) => {
    if (request.url?.startsWith('/api/realtime/events')) {
      const lastEventId = request.headers['last-event-id'];
      streamRequests.push({
        socket: request.socket,
        lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined,
        at: sentIds.length,
      });
    }
  });
  const login = await fetch(`${base}/user/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'office_user@torque.demo', password: DEMO_PASSWORD }),
  });
  token = ((await login.json()) as { authToken: string }).authToken;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Leads of the office user's store (Toyota Brooklyn) whose customers may be texted. */
async function visibleTextableLeads(): Promise<Target[]> {
  return db.query<Target>(
    `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
      WHERE f.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
        AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
      ORDER BY f.id LIMIT 5`,
  );
}

async function send(target: Target, content: string): Promise<number> {
  const response = await fetch(`${base}/api/svc-message-instance/svc-send-message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      id: target.customerId,
      jaguarFutureServiceInteractionId: target.leadId,
      content,
      from: target.phone,
      to: target.cellular,
      direction: 'SEND',
      messageType: 'SMS',
      notificationType: 'MESSAGE_TO_CUSTOMER',
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

describe('real-time events across a dropped connection', () => {
  it('ends with all 100 messages of a burst, in order, each once', async () => {
    const leads = await visibleTextableLeads();
    expect(leads.length).toBeGreaterThan(0);
    const events: RealtimeEvent[] = [];
    const statuses: RealtimeStatus[] = [];
    let sentWhenDropped = -1;
    let sendsBegun = 0;
    const feed = new SseRealtimeFeed({ baseUrl: base, authToken: () => token });
    const unsubscribe = feed.subscribe(
      (event) => {
        events.push(event);
        const created = events.filter((e) => e.type === 'MESSAGE_CREATED').length;
        if (event.type === 'MESSAGE_CREATED' && created === DROP_AFTER) {
          // Sends begun, not answered: on PostgreSQL a message's event (NOTIFY) can reach the client
          // before its send's own response reaches the test.
          sentWhenDropped = sendsBegun;
          streamRequests.at(-1)?.socket.destroy();
        }
      },
      (status) => statuses.push(status),
    );
    try {
      await expect.poll(() => statuses.includes('open')).toBe(true);
      for (let index = 0; index < BURST; index++) {
        const lead = leads[index % leads.length] as Target;
        sendsBegun += 1;
        sentIds.push(await send(lead, `Burst message ${index + 1} of ${BURST}`));
      }
      const items = () =>
        events.map(toIncomingItem).flatMap((item) => (item?.kind === 'message' ? [item] : []));
      await expect
        .poll(() => items().length, { timeout: 20_000, interval: 100 })
        .toBeGreaterThanOrEqual(BURST);

      // The drop came in the middle of the burst, and the client came back with Last-Event-ID.
      expect(sentWhenDropped).toBeGreaterThanOrEqual(DROP_AFTER);
      expect(sentWhenDropped).toBeLessThan(BURST);
      expect(streamRequests.length).toBeGreaterThanOrEqual(2);
      expect(streamRequests[1]?.lastEventId).toMatch(/^\d+$/);
      // Messages were stored while the client was away: the resumed stream had to replay them.
      expect(streamRequests[1]?.at).toBeGreaterThan(sentWhenDropped);
      expect(statuses).toContain('reconnecting');

      // All 100, in the order they were sent, each once; and no event id twice or out of order.
      expect(items().map((item) => item.message.id)).toEqual(sentIds);
      const ids = events.map((event) => BigInt(event.id));
      expect(ids.every((id, index) => index === 0 || id > (ids[index - 1] as bigint))).toBe(true);
    } finally {
      unsubscribe();
    }
  });
});
