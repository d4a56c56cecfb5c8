import { randomUUID } from 'node:crypto';
import type {
  Carrier,
  CarrierLookup,
  CarrierReceipt,
  DeliveryReportListener,
  OutboundSms,
} from '../carrier.port.js';
import { InMemoryLoopbackLedger, type LoopbackLedger } from './ledger.js';

export const UNREACHABLE_ERROR = 'Unreachable destination handset';

/** How long taken reports wait to be forgotten together: a write per second, not one a send. */
const FORGET_AFTER_MS = 1000;

export type LoopbackCarrierOptions = {
  readonly onDeliveryReport: DeliveryReportListener;
  /** How long until a sent message reports 'delivered'. */
  readonly deliveryDelayMs?: number;
  /** Where accepted messages are remembered by idempotency key; in memory unless given. */
  readonly ledger?: LoopbackLedger;
};

/**
 * Sends nothing anywhere, but behaves like a carrier that honours idempotency keys: accepts with
 * 'sent', reports 'delivered' a moment later, fails numbers ending in 0000 as unreachable, and
 * answers a repeated key with its first answer (texting nobody twice). Like a real carrier retrying
 * its callback, it keeps each report it owes in its ledger until the listener took it, and delivers
 * the ones a crash cut short when it starts again.
 */
export class LoopbackCarrier implements Carrier {
  readonly name = 'loopback';
  private readonly pending = new Set<NodeJS.Timeout>();
  /** Reports the listener took, forgotten together a moment later (one write for many). */
  private taken: string[] = [];
  private forgetTimer: NodeJS.Timeout | undefined;
  private readonly deliveryDelayMs: number;
  private readonly ledger: LoopbackLedger;

  private closed = false;
  /** Settles once the reports owed from before this start are scheduled (tests wait on it). */
  readonly resumed: Promise<void>;

  constructor(private readonly options: LoopbackCarrierOptions) {
    this.deliveryDelayMs = options.deliveryDelayMs ?? 1500;
    this.ledger = options.ledger ?? new InMemoryLoopbackLedger();
    this.resumed = this.resumePendingReports();
  }

  async send(sms: OutboundSms): Promise<CarrierReceipt> {
    const unreachable = sms.to.endsWith('0000');
    // The 'delivered' report a sent text owes is written with its record, before its timer: a crash
    // cannot lose it.
    const reportDueAt = unreachable ? null : new Date(Date.now() + this.deliveryDelayMs);
    const { record, isNew } = await this.ledger.accept(
      {
        idempotencyKey: sms.idempotencyKey,
        providerMessageId: `LB${randomUUID().replaceAll('-', '')}`,
        from: sms.from,
        to: sms.to,
        body: sms.body,
        status: unreachable ? 'failed' : 'sent',
        error: unreachable ? UNREACHABLE_ERROR : null,
      },
      reportDueAt,
    );
    if (isNew && reportDueAt) this.schedule(record.providerMessageId, this.deliveryDelayMs);
    return { status: record.status, providerMessageId: record.providerMessageId, error: record.error };
  }

  /** A send found after a crash still gets its delivery report, as a real carrier's callback would come. */
  async lookup(sms: OutboundSms): Promise<CarrierLookup> {
    const record = await this.ledger.find(sms.idempotencyKey);
    if (!record) return 'never';
    if (record.status === 'sent') await this.reportDelivered(record.providerMessageId);
    return { status: record.status, providerMessageId: record.providerMessageId, error: record.error };
  }

  close(): void {
    this.closed = true;
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
    clearTimeout(this.forgetTimer);
    void this.forgetTaken();
  }

  /** Owes a 'delivered' report: written to the ledger before the timer, so a crash cannot lose it. */
  private async reportDelivered(providerMessageId: string): Promise<void> {
    const dueAt = new Date(Date.now() + this.deliveryDelayMs);
    await this.ledger.promiseReport({ providerMessageId, dueAt });
    this.schedule(providerMessageId, this.deliveryDelayMs);
  }

  private async resumePendingReports(): Promise<void> {
    try {
      for (const report of await this.ledger.pendingReports())
        this.schedule(report.providerMessageId, Math.max(0, report.dueAt.getTime() - Date.now()));
    } catch {
      // The ledger could not be read (closing at start-up): the reports stay owed for the next start.
    }
  }

  private schedule(providerMessageId: string, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      void this.deliver(providerMessageId);
    }, delayMs);
    // A pending report must not keep the process alive.
    timer.unref();
    this.pending.add(timer);
  }

  /** Forgotten only once the listener took it; a failed report stays owed until the next start. */
  private async deliver(providerMessageId: string): Promise<void> {
    try {
      await this.options.onDeliveryReport({ providerMessageId, status: 'delivered', error: null });
    } catch {
      // The listener logs its own failures; the report is delivered again after a restart.
      return;
    }
    this.taken.push(providerMessageId);
    if (this.closed) return void this.forgetTaken();
    this.forgetTimer ??= setTimeout(() => {
      this.forgetTimer = undefined;
      void this.forgetTaken();
    }, FORGET_AFTER_MS).unref();
  }

  /**
   * Forgets the taken reports in one write. A crash before it only delivers them again at the next
   * start, and a report delivered twice changes nothing (the delivery order refuses a replay).
   */
  private async forgetTaken(): Promise<void> {
    const taken = this.taken;
    if (taken.length === 0) return;
    this.taken = [];
    try {
      await this.ledger.forgetReports(taken);
    } catch {
      // The database is away (closing): they stay owed and are delivered again after a restart.
    }
  }
}
