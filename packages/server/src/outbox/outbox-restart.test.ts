import { systemClock } from '@torque/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import type {
  Carrier,
  CarrierFactory,
  CarrierLookup,
  CarrierReceipt,
  OutboundSms,
} from '../carriers/carrier.port.js';
import { DatabaseLoopbackLedger } from '../carriers/loopback/ledger.repository.js';
import { LoopbackCarrier } from '../carriers/loopback/carrier.js';
import type { Database } from '../db/database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { OutboxWorker } from './outbox-worker.js';

/** A provider outside both server instances, as Twilio would be: it remembers what it accepted. */
class FakeProvider {
  readonly accepted = new Map<string, OutboundSms>();
  sendCalls = 0;

  carrier(afterAccept: 'answer' | 'halt' | 'throw' = 'answer'): Carrier {
    return {
      name: 'fake',
      send: async (sms): Promise<CarrierReceipt> => {
        this.sendCalls += 1;
        if (!this.accepted.has(sms.idempotencyKey)) this.accepted.set(sms.idempotencyKey, sms);
        if (afterAccept === 'halt') await new Promise<never>(() => undefined);
        if (afterAccept === 'throw') throw new Error('socket hang up (the provider got it, we never heard)');
        return this.receipt(sms.idempotencyKey);
      },
      lookup: async (sms): Promise<CarrierLookup> =>
        this.accepted.has(sms.idempotencyKey) ? this.receipt(sms.idempotencyKey) : 'never',
      close: () => undefined,
    };
  }

  private receipt(key: string): CarrierReceipt {
    return { status: 'sent', providerMessageId: `FAKE-${key}`, error: null };
  }
}

type Target = { leadId: number; customerId: number; cellular: string; phone: string };

describe('the outbox sends exactly once', () => {
  let server: TestServer;
  const restarted: { close: () => Promise<unknown> }[] = [];
  let provider = new FakeProvider();
  let mode: 'answer' | 'halt' | 'throw' = 'answer';
  beforeAll(async () => {
    server = await startTestServer({
      // Whatever provider and mode the test has set when the worker calls.
      carrier: () => ({
        name: 'fake',
        send: (sms) => provider.carrier(mode).send(sms),
        lookup: (sms, since) => provider.carrier(mode).lookup(sms, since),
        close: () => undefined,
      }),
      outboxTiming: { stopWaitMs: 20, retryBaseMs: 10_000 },
    });
  });
  afterAll(() => server.close());
  // The restarted servers recover with a zero lease: only one may run at a time.
  afterEach(async () => {
    for (const app of restarted.splice(0)) await app.close();
  });

  async function target(offset: number): Promise<Target> {
    const [row] = await server.db.query<Target>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE f.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
        ORDER BY f.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    return row!;
  }
  const send = async (app: typeof server.app, t: Target, content: string) =>
    app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: await server.signIn('OFFICE_USER'),
      payload: {
        id: t.customerId,
        jaguarFutureServiceInteractionId: t.leadId,
        content,
        from: t.phone,
        to: t.cellular,
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
  const state = async (content: string) =>
    (
      await server.db.query<{ outbox: string; message: string; provider: string | null; key: string }>(
        `SELECT o.status AS outbox, m.message_status AS message, m.provider_message_id AS provider, o.id::text AS key
           FROM message_instance m JOIN outbox o ON o.message_id = m.id WHERE m.content = $1`,
        [content],
      )
    )[0];
  /** Another server on the same database, as after a restart: recovers abandoned rows at once. */
  async function restart(carrier: CarrierFactory, db?: Database) {
    const app = await buildApp({
      db: db ?? (await server.database.connectAgain()),
      carrier,
      outboxTiming: { leaseMs: 0, pollMs: 25, stopWaitMs: 20 },
    });
    restarted.push(app);
    return app;
  }

  it('a send goes through the outbox exactly once even when the server is killed mid-send and restarted', async () => {
    provider = new FakeProvider();
    mode = 'halt';
    const t = await target(0);
    // The first server hands the text to the carrier, which accepts it, and then never hears back.
    void send(server.app, t, 'Killed mid-send');
    await vi.waitFor(() => expect(provider.accepted.size).toBe(1));
    expect(await state('Killed mid-send')).toMatchObject({
      outbox: 'sending',
      message: 'queued',
      provider: null,
    });
    await server.app.close(); // the "kill": its worker is stuck in the carrier call for ever
    await restart(() => provider.carrier('answer'));
    await vi.waitFor(async () => expect((await state('Killed mid-send'))?.outbox).toBe('sent'));
    const after = await state('Killed mid-send');
    expect(after).toMatchObject({ message: 'sent', provider: `FAKE-${after?.key}` });
    // The restarted server asked the provider about the key instead of sending again.
    expect(provider.sendCalls).toBe(1);
    expect(provider.accepted.size).toBe(1);
  });

  it('retries a send whose answer was lost without texting twice, and never drops it', async () => {
    const flaky = new FakeProvider();
    const app = await restart(() => flaky.carrier('throw'));
    const t = await target(1);
    await send(app, t, 'Lost answer');
    await vi.waitFor(async () => expect((await state('Lost answer'))?.outbox).toBe('queued'));
    expect(flaky.accepted.size).toBe(1);
    const [row] = await server.db.query<{ last_error: string }>(
      "SELECT last_error FROM outbox o JOIN message_instance m ON m.id = o.message_id WHERE m.content = 'Lost answer'",
    );
    expect(row?.last_error).toContain('socket hang up');
    // The retry comes due; it asks the provider first and records what it had accepted.
    await server.db.query(
      "UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE status = 'queued'",
    );
    await vi.waitFor(async () => expect((await state('Lost answer'))?.outbox).toBe('sent'));
    expect(flaky.sendCalls).toBe(1);
  });

  it('never texts twice through the loopback carrier, whose record survives the crash in the database', async () => {
    const ledger = new DatabaseLoopbackLedger(server.db);
    const halting = (): Carrier => {
      const loopback = new LoopbackCarrier({ onDeliveryReport: () => undefined, ledger });
      return {
        ...loopback,
        name: 'loopback',
        lookup: (sms) => loopback.lookup(sms),
        send: async (sms) => {
          await loopback.send(sms);
          return new Promise<never>(() => undefined);
        },
        close: () => loopback.close(),
      };
    };
    const first = await restart(halting);
    const t = await target(2);
    void send(first, t, 'Loopback crash');
    await vi.waitFor(async () =>
      expect(await server.db.query("SELECT 1 FROM loopback_sms WHERE body = 'Loopback crash'")).toHaveLength(
        1,
      ),
    );
    await first.close();
    restarted.splice(restarted.indexOf(first), 1);
    await restart(
      (onDeliveryReport) => new LoopbackCarrier({ onDeliveryReport, ledger, deliveryDelayMs: 10 }),
    );
    await vi.waitFor(async () => expect((await state('Loopback crash'))?.message).toBe('delivered'));
    expect(await server.db.query("SELECT 1 FROM loopback_sms WHERE body = 'Loopback crash'")).toHaveLength(1);
  });

  it('sends nothing and changes nothing when a row already sent is dispatched again, by any worker', async () => {
    const first = new FakeProvider();
    const app = await restart(() => first.carrier('answer'));
    const t = await target(3);
    await send(app, t, 'Already sent');
    await vi.waitFor(async () => expect((await state('Already sent'))?.outbox).toBe('sent'));
    const before = await state('Already sent');
    // A second worker on the same database (another instance, or a late dispatch of the same send).
    const other = new FakeProvider();
    const errors: unknown[] = [];
    const worker = new OutboxWorker({
      db: server.db,
      carrier: other.carrier('answer'),
      mailer: { name: 'none', send: () => Promise.reject(new Error('no e-mail here')) },
      clock: systemClock,
      timing: { pollMs: 60_000, stopWaitMs: 20 },
      onError: (error) => errors.push(error),
    });
    worker.start();
    try {
      expect(await worker.dispatchNow(before!.key)).toBeNull();
    } finally {
      await worker.stop();
    }
    expect(other.accepted.has(before!.key)).toBe(false);
    expect(first.sendCalls).toBe(1);
    expect(await state('Already sent')).toEqual(before);
    expect(errors).toEqual([]);
  });
});
