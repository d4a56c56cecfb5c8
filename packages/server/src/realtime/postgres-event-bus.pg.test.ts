import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { openDatabase } from '../db/open-database.js';
import { DEMO_PASSWORD } from '../seed/demo-organisation.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { openSseStream, type TestSseStream } from '../testing/sse-test-client.js';

// PostgreSQL only (*.pg.test.ts): runs in the PostgreSQL pass of npm test (scripts/with-postgres.sh).
const databaseUrl = process.env['TORQUE_TEST_DATABASE_URL'];
type Instance = { db: Database; app: Awaited<ReturnType<typeof buildApp>>; base: string; token: string };
type Wire = { id: string; type: string; message?: { id: number } };

describe('real-time events on PostgreSQL, two server instances', () => {
  const instances: Instance[] = [];
  let stream: TestSseStream | undefined;
  beforeAll(async () => {
    for (let index = 0; index < 2; index++) {
      const db = await openDatabase({ databaseUrl });
      await migrate(db);
      await seedDemoData(db);
      const app = await buildApp({ db });
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await app.inject({
        method: 'POST',
        url: '/user/v2/login',
        payload: { email: 'super_user@torque.demo', password: DEMO_PASSWORD },
      });
      instances.push({ db, app, base, token: (login.json() as { authToken: string }).authToken });
    }
  });
  afterAll(async () => {
    stream?.close();
    for (const { app, db } of instances) {
      await app.close();
      await db.close();
    }
  });

  async function sendThrough(instance: Instance): Promise<number> {
    const [lead] = await instance.db.query<{
      leadId: number;
      customerId: number;
      cellular: string;
      phone: string;
    }>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
        ORDER BY f.id LIMIT 1`,
    );
    if (!lead) throw new Error('no textable lead');
    const response = await instance.app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: { authorization: `Bearer ${instance.token}` },
      payload: {
        id: lead.customerId,
        jaguarFutureServiceInteractionId: lead.leadId,
        content: 'Across instances',
        from: lead.phone,
        to: lead.cellular,
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
    return (response.json() as { id: number }).id;
  }

  const createdIds = () =>
    (stream?.events ?? []).flatMap((e) => {
      const data = e.data as Wire | undefined;
      return data?.type === 'MESSAGE_CREATED' && data.message ? [data.message.id] : [];
    });

  it('streams from one instance what another stored, in order, also after its LISTEN connection drops', async () => {
    const [a, b] = instances as [Instance, Instance];
    stream = await openSseStream(`${a.base}/api/realtime/events`, { authorization: `Bearer ${a.token}` });
    const sent = await Promise.all([sendThrough(b), sendThrough(a), sendThrough(b)]);
    await expect.poll(createdIds).toEqual(expect.arrayContaining(sent));
    // Notifications sent while the LISTEN connection is down are lost; the rows are read on reconnect.
    await a.db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%'");
    const whileDown = await sendThrough(b);
    await expect.poll(createdIds, { timeout: 10_000 }).toContain(whileDown);
    const ids = stream.events.flatMap((e) => (e.data ? [BigInt((e.data as Wire).id)] : []));
    expect(ids.every((id, index) => index === 0 || id > (ids[index - 1] as bigint))).toBe(true);
  });
});
