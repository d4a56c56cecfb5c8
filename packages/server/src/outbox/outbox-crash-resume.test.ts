import type { Clock } from '@torque/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type AppOptions } from '../app.js';
import type { Principal } from '../auth/principal.js';
import type { Carrier, CarrierLookup, CarrierReceipt, OutboundSms } from '../carriers/carrier.port.js';
import { LoopbackMailer } from '../carriers/mailer.port.js';
import { SendMessageService } from '../messaging/send-message.service.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { OutboxWorker } from './outbox-worker.js';
import type { OutboxDispatch } from './queue-outgoing.js';

type Hold = { readonly release: () => void };

/**
 * A provider outside the servers, as Twilio would be: it remembers what it accepted. A send or a
 * lookup may hang (a crash, a slow network, a stalled process) until the test lets it go.
 */
class Provider {
  readonly accepted = new Map<string, OutboundSms>();
  sends = 0;
  private readonly holds: Hold[] = [];

  /** A server's carrier; `sends` counts the sends this one made. */
  carrier(behaviour: { send?: 'answer' | 'hang' | 'throw'; lookup?: 'answer' | 'hang' } = {}): Carrier & {
    readonly sends: number;
  } {
    let sends = 0;
    const receipt = (key: string): CarrierReceipt => ({
      status: 'sent',
      providerMessageId: `FAKE-${key}`,
      error: null,
    });
    return {
      name: 'fake',
      get sends() {
        return sends;
      },
      send: async (sms) => {
        sends += 1;
        this.sends += 1;
        const mode = behaviour.send ?? 'answer';
        if (mode === 'throw' && sends === 1) throw new Error('socket hang up before the provider got it');
        if (mode === 'hang') await this.hold();
        this.accepted.set(sms.idempotencyKey, sms);
        return receipt(sms.idempotencyKey);
      },
      lookup: async (sms) => {
        const answer: CarrierLookup = this.accepted.has(sms.idempotencyKey)
          ? receipt(sms.idempotencyKey)
          : 'never';
        // The answer is in; the process stalls before it acts on it.
        if (behaviour.lookup === 'hang') await this.hold();
        return answer;
      },
      close: () => undefined,
    };
  }

  get held(): number {
    return this.holds.length;
  }

  releaseAll(): void {
    for (const hold of this.holds.splice(0)) hold.release();
  }

  private hold(): Promise<void> {
    return new Promise((release) => this.holds.push({ release }));
  }
}

type Target = { leadId: number; customerId: number; cellular: string; phone: string };

/** The servers' clock: the test moves it on instead of waiting (the lease is 15 s of it). */
let offset = 0;
const clock: Clock = { now: () => new Date(Date.now() + offset) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a text in flight when its server crashed (issue 28, point 14)', () => {
  let server: TestServer;
  let auth: { authorization: string };
  const started: { close: () => Promise<unknown> }[] = [];
  beforeAll(async () => {
    server = await startTestServer({ clock });
    auth = await server.signIn('OFFICE_USER');
    // Only the servers each test starts work the outbox.
    await server.app.close();
  });
  afterAll(() => server.database.close());
  afterEach(async () => {
    for (const app of started.splice(0)) await app.close();
  });

  /** A server on the same database; `sole` says it is the only one there (the embedded database). */
  async function start(carrier: Carrier, options: Partial<AppOptions> = {}) {
    const app = await buildApp({
      db: server.db,
      carrier: () => carrier,
      clock,
      ...options,
      outboxTiming: { pollMs: 25, stopWaitMs: 20, ...options.outboxTiming },
    });
    await app.ready();
    started.push(app);
    return app;
  }
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
  const send = async (app: Awaited<ReturnType<typeof start>>, t: Target, content: string) =>
    app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: auth,
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
  const outboxOf = async (content: string) =>
    (
      await server.db.query<{ status: string }>(
        'SELECT o.status FROM outbox o JOIN message_instance m ON m.id = o.message_id WHERE m.content = $1',
        [content],
      )
    )[0]?.status;
  /** A server that crashes while its carrier call for `content` hangs. */
  async function crashMidSend(provider: Provider, content: string, row: number) {
    const first = await start(provider.carrier({ send: 'hang' }));
    void send(first, await target(row), content);
    await vi.waitFor(() => expect(provider.held).toBe(1));
    expect(await outboxOf(content)).toBe('sending');
    await first.close(); // the crash: its carrier call never ends, its claims are no longer renewed
  }
  const SOON = { timeout: 3000, interval: 25 };

  it('on the embedded database, is sent within seconds of the next start, once', async () => {
    const provider = new Provider();
    await crashMidSend(provider, 'Crashed in flight, embedded', 0);
    offset += 3000;
    await start(provider.carrier(), { soleInstance: true });
    await vi.waitFor(async () => expect(await outboxOf('Crashed in flight, embedded')).toBe('sent'), SOON);
    expect(provider.accepted.size).toBe(1);
  });

  it('with several instances, is sent once its claim has gone 15 s without renewal, once', async () => {
    const provider = new Provider();
    await crashMidSend(provider, 'Crashed in flight, shared', 1);
    offset += 3000;
    await start(provider.carrier());
    // Another instance may still be sending it: not yet.
    await sleep(300);
    expect(await outboxOf('Crashed in flight, shared')).toBe('sending');
    offset += 13_000;
    await vi.waitFor(async () => expect(await outboxOf('Crashed in flight, shared')).toBe('sent'), SOON);
    expect(provider.accepted.size).toBe(1);
  });

  /**
   * A staff text whose server died between the send's commit and its carrier call: the send queued
   * it already claimed by that server's worker (the claim is not a statement of its own any more).
   */
  async function diedAfterCommit(t: Target, content: string) {
    const [user] = await server.db.query<Omit<Principal, 'role' | 'tokenHash'>>(
      `SELECT id AS "userId", enterprise_id AS "enterpriseId", store_id AS "storeId", first_name AS "firstName",
              last_name AS "lastName", color_code AS "colorCode"
         FROM app_user WHERE role = 'OFFICE_USER' AND store_id = 1 ORDER BY id LIMIT 1`,
    );
    const dies: OutboxDispatch = {
      claimForSend: () => ({ claimedBy: 'outbox-of-a-dead-server', claimedAt: clock.now() }),
      dispatchClaimed: async () => null, // the process ends here: no carrier call, no renewal
      dispatchNow: () => Promise.reject(new Error('a staff text to its customer is queued claimed')),
      wake: () => undefined,
    };
    const principal: Principal = { ...user!, role: 'OFFICE_USER', tokenHash: 'dead-server-session' };
    await new SendMessageService(server.db, dies, clock).send(principal, {
      id: t.customerId,
      jaguarFutureServiceInteractionId: t.leadId,
      content,
      from: t.phone,
      to: t.cellular,
      direction: 'SEND',
      messageType: 'SMS',
      notificationType: 'MESSAGE_TO_CUSTOMER',
    });
    const [row] = await server.db.query(
      `SELECT o.status, o.attempts, o.claimed_by FROM outbox o JOIN message_instance m ON m.id = o.message_id
        WHERE m.content = $1`,
      [content],
    );
    expect(row).toEqual({ status: 'sending', attempts: 1, claimed_by: 'outbox-of-a-dead-server' });
  }

  it('queued claimed by a server that died before its carrier call, on the embedded database: sent once at the next start', async () => {
    const provider = new Provider();
    await diedAfterCommit(await target(4), 'Claimed, never sent, embedded');
    offset += 3000;
    await start(provider.carrier(), { soleInstance: true });
    await vi.waitFor(async () => expect(await outboxOf('Claimed, never sent, embedded')).toBe('sent'), SOON);
    await sleep(200);
    expect([provider.sends, provider.accepted.size]).toEqual([1, 1]);
  });

  it('queued claimed by a server that died before its carrier call, with several instances: sent once after the lease', async () => {
    const provider = new Provider();
    await diedAfterCommit(await target(5), 'Claimed, never sent, shared');
    offset += 3000;
    await start(provider.carrier());
    // The claim is fresh: its server may be alive and about to send it.
    await sleep(300);
    expect([provider.sends, await outboxOf('Claimed, never sent, shared')]).toEqual([0, 'sending']);
    offset += 13_000;
    await vi.waitFor(async () => expect(await outboxOf('Claimed, never sent, shared')).toBe('sent'), SOON);
    await sleep(200);
    expect([provider.sends, provider.accepted.size]).toEqual([1, 1]);
  });

  it('queued claimed just as its server was stopping: handed back to the queue, and the next server sends it once', async () => {
    const provider = new Provider();
    const t = await target(6);
    const [user] = await server.db.query<Omit<Principal, 'role' | 'tokenHash'>>(
      `SELECT id AS "userId", enterprise_id AS "enterpriseId", store_id AS "storeId", first_name AS "firstName",
              last_name AS "lastName", color_code AS "colorCode"
         FROM app_user WHERE role = 'OFFICE_USER' AND store_id = 1 ORDER BY id LIMIT 1`,
    );
    const stopping = new OutboxWorker({
      db: server.db,
      carrier: provider.carrier(),
      mailer: new LoopbackMailer(),
      clock,
      timing: { pollMs: 60_000 },
      onError: (error) => {
        throw error;
      },
    });
    stopping.start();
    // The server stops between the send's commit and its dispatch.
    const dispatch: OutboxDispatch = {
      claimForSend: () => stopping.claimForSend(),
      dispatchClaimed: async (row) => {
        await stopping.stop();
        return stopping.dispatchClaimed(row);
      },
      dispatchNow: () => Promise.reject(new Error('a staff text to its customer is queued claimed')),
      wake: () => undefined,
    };
    const principal: Principal = { ...user!, role: 'OFFICE_USER', tokenHash: 'stopping-server-session' };
    const content = 'Claimed as the server stopped';
    await new SendMessageService(server.db, dispatch, clock).send(principal, {
      id: t.customerId,
      jaguarFutureServiceInteractionId: t.leadId,
      content,
      from: t.phone,
      to: t.cellular,
      direction: 'SEND',
      messageType: 'SMS',
      notificationType: 'MESSAGE_TO_CUSTOMER',
    });
    expect(stopping.claimForSend()).toBeNull();
    const [row] = await server.db.query(
      `SELECT o.status, o.claimed_by FROM outbox o JOIN message_instance m ON m.id = o.message_id WHERE m.content = $1`,
      [content],
    );
    expect([row, provider.sends]).toEqual([{ status: 'queued', claimed_by: null }, 0]);
    // Another instance takes it at once: no lease to wait out.
    await start(provider.carrier());
    await vi.waitFor(async () => expect(await outboxOf(content)).toBe('sent'), SOON);
    await sleep(200);
    expect([provider.sends, provider.accepted.size]).toEqual([1, 1]);
  });

  it('a live server slow to send keeps its text however long the carrier takes: no other sends it', async () => {
    const provider = new Provider();
    const slow = await start(provider.carrier({ send: 'hang' }), { outboxTiming: { heartbeatMs: 20 } });
    void send(slow, await target(2), 'Slow carrier');
    await vi.waitFor(() => expect(provider.held).toBe(1));
    await start(provider.carrier());
    // Three minutes of the servers' clock, two seconds at a time, while the slow one renews its claim.
    for (let step = 0; step < 90; step += 1) {
      offset += 2000;
      await sleep(40);
    }
    expect([provider.sends, await outboxOf('Slow carrier')]).toEqual([1, 'sending']);
    provider.releaseAll();
    await vi.waitFor(async () => expect(await outboxOf('Slow carrier')).toBe('sent'), SOON);
    expect([provider.sends, provider.accepted.size]).toEqual([1, 1]);
  });

  it('a server that stalled past its lease does not send what another has since taken over', async () => {
    const provider = new Provider();
    const stalling = provider.carrier({ send: 'throw', lookup: 'hang' });
    const first = await start(stalling, { outboxTiming: { retryBaseMs: 1000, retryMaxMs: 1000 } });
    await send(first, await target(3), 'Stalled sender');
    expect(await outboxOf('Stalled sender')).toBe('queued');
    // The retry comes due: the first server asks the provider first, and stalls there.
    offset += 2000;
    await vi.waitFor(() => expect(provider.held).toBe(1));
    await first.close(); // frozen: no more renewals, its lookup still pending
    offset += 16_000;
    const other = provider.carrier();
    await start(other);
    await vi.waitFor(async () => expect(await outboxOf('Stalled sender')).toBe('sent'), SOON);
    provider.releaseAll(); // the stalled server wakes up to the 'never' it heard, and would send again
    await sleep(200);
    expect([stalling.sends, other.sends, provider.accepted.size]).toEqual([1, 1, 1]);
  });
});
