import { randomUUID } from 'node:crypto';
import type { Clock } from '@torque/domain';
import type { Carrier, CarrierReceipt, OutboundSms } from '../carriers/carrier.port.js';
import { PermanentCarrierError } from '../carriers/carrier.port.js';
import type { Mailer } from '../carriers/mailer.port.js';
import type { Database } from '../db/database.js';
import type { MessageRow } from '../messaging/message.mapper.js';
import { OutboxRecorder } from './outbox-recorder.js';
import { OutboxRepository, type OutboxClaim, type OutboxRow } from './outbox.repository.js';
import { DEFAULT_OUTBOX_TIMING, retryDelayMs, type OutboxTiming } from './outbox-timing.js';

export type OutboxWorkerDeps = {
  readonly db: Database;
  readonly carrier: Carrier;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly timing?: Partial<OutboxTiming>;
  /**
   * This is the only server on its database (the embedded one, one process per data directory): a
   * row another worker left 'sending' is a dead process's, taken over at once, not after the lease.
   */
  readonly soleInstance?: boolean;
  readonly onError: (error: unknown) => void;
};

/**
 * Sends what the outbox holds: polls (and is woken on insert), claims due rows, hands each to the
 * carrier with its id as idempotency key, records the answer. Transient failures go back to the
 * queue with backoff, for ever: nothing is dropped. While a worker sends, it renews its claims every
 * few seconds; rows whose claim went stale (a dead worker's) are recovered by asking the carrier
 * whether that key got through before anything is sent again, and a worker sends a row only while
 * it still holds the claim, so a stalled one that was taken over never sends it a second time.
 */
export class OutboxWorker {
  readonly workerId = `outbox-${randomUUID()}`;
  private readonly outbox: OutboxRepository;
  private readonly recorder: OutboxRecorder;
  private readonly timing: OutboxTiming;
  private readonly inFlight = new Map<string, Promise<MessageRow | null>>();
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly deps: OutboxWorkerDeps) {
    this.outbox = new OutboxRepository(deps.db);
    this.recorder = new OutboxRecorder(deps.db);
    this.timing = { ...DEFAULT_OUTBOX_TIMING, ...deps.timing };
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.timing.pollMs);
    this.timer.unref();
    this.heartbeat = setInterval(() => void this.renewClaims(), this.timing.heartbeatMs);
    this.heartbeat.unref();
    this.wake();
  }

  /** Something was queued or came due: run a pass soon (passes never overlap). */
  wake(): void {
    if (this.stopped) return;
    this.again = true;
    if (this.ticking) return;
    this.ticking = this.drain()
      .catch((error: unknown) => this.deps.onError(error))
      .finally(() => {
        this.ticking = null;
        if (this.again) this.wake();
      });
  }

  /** Sends one row now if it is due and unclaimed (staff texts), or waits for this worker's send of it. */
  async dispatchNow(outboxId: string): Promise<MessageRow | null> {
    const running = this.inFlight.get(outboxId);
    if (running) return running;
    if (this.stopped) return null;
    const row = await this.outbox.claimOne(outboxId, this.deps.clock.now(), this.workerId);
    return row ? this.track(row) : null;
  }

  /** A claim for a staff text queued in its request's transaction (OutboxDispatch.claimForSend). */
  claimForSend(): OutboxClaim | null {
    return this.stopped ? null : { claimedBy: this.workerId, claimedAt: this.deps.clock.now() };
  }

  /**
   * Sends a row its request queued already claimed by this worker. Stopped meanwhile, the worker hands
   * it back to the queue for whichever runs next (a row left claimed would wait out the lease).
   */
  async dispatchClaimed(row: OutboxRow): Promise<MessageRow | null> {
    if (!this.stopped) return this.track(row);
    await this.outbox.requeue(row.id, this.deps.clock.now(), null).catch(this.deps.onError);
    return null;
  }

  /** Stops polling and waits (a bounded time) for sends under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = null;
    this.heartbeat = null;
    const settled = Promise.allSettled([this.ticking, ...this.inFlight.values()]);
    await Promise.race([settled, delay(this.timing.stopWaitMs)]);
  }

  private async drain(): Promise<void> {
    while (this.again && !this.stopped) {
      this.again = false;
      await this.recoverAbandoned();
      for (;;) {
        if (this.stopped) return;
        const rows = await this.outbox.claimDue(this.deps.clock.now(), this.timing.batch, this.workerId);
        await Promise.all(rows.map((row) => this.track(row)));
        if (rows.length < this.timing.batch) break;
      }
    }
  }

  private track(row: OutboxRow): Promise<MessageRow | null> {
    const work = this.process(row)
      .catch((error: unknown) => {
        this.deps.onError(error);
        return null;
      })
      .finally(() => this.inFlight.delete(row.id));
    this.inFlight.set(row.id, work);
    return work;
  }

  /** The message as the recorded receipt left it; null when nothing was recorded (requeued). */
  private async process(row: OutboxRow): Promise<MessageRow | null> {
    const now = () => this.deps.clock.now();
    // The opt-out was read by the claim itself.
    if (row.channel === 'SMS' && row.kind !== 'compliance' && row.recipientOptedOut) {
      return this.recorder.cancelOptedOut(row.id, row.messageId, now());
    }
    let receipt: CarrierReceipt;
    try {
      // A row tried before may have reached the carrier although we never heard back: ask first.
      const earlier = row.attempts > 1 && row.channel === 'SMS' ? await this.lookup(row) : null;
      if (earlier) receipt = earlier;
      else {
        // Another worker took the row over while this one stalled past the lease: it is theirs to send.
        // A claim taken moments ago cannot have been (that waits a whole lease): no need to ask.
        if (!this.claimIsFresh(row, now()) && !(await this.outbox.holdsClaim(row.id, this.workerId, now())))
          return null;
        receipt = await this.send(row);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentCarrierError) {
        receipt = { status: 'failed', providerMessageId: null, error: message };
      } else {
        const at = new Date(now().getTime() + retryDelayMs(row.attempts, this.timing));
        await this.outbox.requeue(row.id, at, message);
        return null;
      }
    }
    return this.recorder.recordReceipt(row.id, row.messageId, receipt, now());
  }

  /** Claimed by this worker less than a third of the lease ago (a heartbeat's worth by default). */
  private claimIsFresh(row: OutboxRow, now: Date): boolean {
    const age = now.getTime() - (row.claimedAt?.getTime() ?? Number.NEGATIVE_INFINITY);
    return age >= 0 && age < this.timing.leaseMs / 3;
  }

  private send(row: OutboxRow): Promise<CarrierReceipt> {
    if (row.channel === 'EMAIL') {
      return this.deps.mailer.send({
        messageId: row.messageId,
        idempotencyKey: row.id,
        from: row.from,
        to: row.to,
        subject: row.subject ?? '',
        html: row.body,
      });
    }
    return this.deps.carrier.send(toSms(row));
  }

  private async lookup(row: OutboxRow): Promise<CarrierReceipt | null> {
    const known = await this.deps.carrier.lookup(toSms(row), row.createdAt);
    return typeof known === 'string' ? null : known;
  }

  /** Keeps the claims of the rows in flight here fresh, however long their carrier calls take. */
  private async renewClaims(): Promise<void> {
    if (this.inFlight.size === 0) return;
    await this.outbox
      .renewClaims(this.workerId, [...this.inFlight.keys()], this.deps.clock.now())
      .catch(this.deps.onError);
  }

  /**
   * Rows not in flight here whose claim went unrenewed for the lease (and any other worker's, when
   * this is the sole instance). The carrier is asked about the key: a receipt is recorded without
   * sending; 'never' goes back to the queue; 'unknown' waits for a status callback that carries the
   * key, and goes back to the queue after the grace period.
   */
  private async recoverAbandoned(): Promise<void> {
    const now = this.deps.clock.now();
    const rows = await this.outbox.abandoned(
      new Date(now.getTime() - this.timing.leaseMs),
      this.timing.batch,
      this.workerId,
      this.deps.soleInstance ?? false,
    );
    for (const row of rows) {
      if (this.inFlight.has(row.id)) continue;
      const known =
        row.channel === 'SMS' ? await this.deps.carrier.lookup(toSms(row), row.createdAt) : 'never';
      if (typeof known !== 'string') await this.recorder.recordReceipt(row.id, row.messageId, known, now);
      else if (known === 'never') await this.outbox.requeue(row.id, now, null);
      else if ((row.claimedAt?.getTime() ?? 0) < now.getTime() - this.timing.unknownGraceMs)
        await this.outbox.requeue(row.id, now, 'carrier could not say whether the first attempt was sent');
    }
  }
}

const toSms = (row: OutboxRow): OutboundSms => ({
  messageId: row.messageId,
  idempotencyKey: row.id,
  from: row.from ?? '',
  to: row.to,
  body: row.body,
  mediaUrls: row.mediaUrls,
});

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });
