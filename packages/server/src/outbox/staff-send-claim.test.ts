import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import type { Carrier, CarrierReceipt, OutboundSms } from '../carriers/carrier.port.js';
import type { Database, Queryable } from '../db/database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type Target = { leadId: number; customerId: number; cellular: string; phone: string };

/** The database as the app sees it, noting every statement sent to it (or to its transactions). */
function noting(db: Database, seen: string[]): Database {
  const note = (q: Queryable): Queryable => ({
    query: <T>(sql: string, params?: readonly unknown[]) => {
      seen.push(sql);
      return q.query<T>(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  return {
    ...note(db),
    kind: db.kind,
    transaction: (fn) => db.transaction((tx) => fn(note(tx))),
    listen: (channel, onNotify, onLost) => db.listen(channel, onNotify, onLost),
    close: () => db.close(),
  };
}

/** The claim of one queued row by the request that queued it (claimOne): it reads the opt-out again. */
const isClaim = (sql: string) =>
  /UPDATE outbox SET status = 'sending'[\s\S]*WHERE id = \(SELECT id FROM outbox WHERE id = \$1/.test(sql);

describe('a staff text is queued already claimed by the worker that sends it', () => {
  let server: TestServer;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let auth: { authorization: string };
  const seen: string[] = [];
  const carried: OutboundSms[] = [];
  const carrier: Carrier = {
    name: 'fake',
    send: async (sms): Promise<CarrierReceipt> => {
      carried.push(sms);
      return { status: 'sent', providerMessageId: `FAKE-${sms.idempotencyKey}`, error: null };
    },
    lookup: async () => 'never',
    close: () => undefined,
  };
  beforeAll(async () => {
    server = await startTestServer();
    auth = await server.signIn('OFFICE_USER');
    // Only the app below, on the noted database, works the outbox.
    await server.app.close();
    app = await buildApp({ db: noting(server.db, seen), carrier: () => carrier });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.database.close();
  });
  afterEach(() => {
    seen.length = 0;
    carried.length = 0;
  });

  async function target(offsetRows: number): Promise<Target> {
    const [row] = await server.db.query<Target>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE f.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
        ORDER BY f.id OFFSET $1 LIMIT 1`,
      [offsetRows],
    );
    return row!;
  }
  const send = (t: Target, to: string, content: string) =>
    app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: auth,
      payload: {
        id: t.customerId,
        jaguarFutureServiceInteractionId: t.leadId,
        content,
        from: t.phone,
        to,
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
  const outboxOf = async (content: string) =>
    (
      await server.db.query<{ status: string; attempts: number; last_error: string | null }>(
        `SELECT o.status, o.attempts, m.errors AS last_error FROM outbox o
           JOIN message_instance m ON m.id = o.message_id WHERE m.content = $1`,
        [content],
      )
    )[0];

  it('to its customer’s number: no claim statement runs, and the carrier gets the text once', async () => {
    const t = await target(0);
    const response = await send(t, t.cellular, 'Queued claimed');
    expect([response.statusCode, response.json().messageStatus]).toEqual([200, 'sent']);
    expect(seen.filter(isClaim)).toEqual([]);
    expect(await outboxOf('Queued claimed')).toEqual({ status: 'sent', attempts: 1, last_error: null });
    expect(carried.map((sms) => [sms.to, sms.body])).toEqual([[t.cellular, 'Queued claimed']]);
  });

  it('to another number: claimed as before, so a number opted out elsewhere in the enterprise is not texted', async () => {
    const [t, other] = [await target(1), await target(2)];
    expect(other.cellular).not.toBe(t.cellular);
    // The other number's own customer opted out (a STOP to the store): it is not this lead's customer.
    await server.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [other.customerId]);
    try {
      const response = await send(t, other.cellular, 'To an opted-out number');
      expect(response.statusCode).toBe(200);
      await vi.waitFor(async () =>
        expect(await outboxOf('To an opted-out number')).toEqual({
          status: 'cancelled',
          attempts: 1,
          last_error: 'This customer has opted out of text messages.',
        }),
      );
      expect(seen.filter(isClaim)).toHaveLength(1);
      expect(carried).toEqual([]);
    } finally {
      await server.db.query('UPDATE customer SET block_sms = false WHERE id = $1', [other.customerId]);
    }
  });
});
