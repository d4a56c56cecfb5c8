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
 * answers a repeated key with its first answer (texting nobody twice).
 */
export class LoopbackCarrier implements Carrier {
  readonly name = 'loopback';
  private readonly pending = new Set<NodeJS.Timeout>();
  private readonly deliveryDelayMs: number;
  private readonly ledger: LoopbackLedger;

  constructor(private readonly options: LoopbackCarrierOptions) {
    this.deliveryDelayMs = options.deliveryDelayMs ?? 1500;
    this.ledger = options.ledger ?? new InMemoryLoopbackLedger();
  }

  async send(sms: OutboundSms): Promise<CarrierReceipt> {
    const unreachable = sms.to.endsWith('0000');
    const { record, isNew } = await this.ledger.accept({
      idempotencyKey: sms.idempotencyKey,
      providerMessageId: `LB${randomUUID().replaceAll('-', '')}`,
      from: sms.from,
      to: sms.to,
      body: sms.body,
      status: unreachable ? 'failed' : 'sent',
      error: unreachable ? UNREACHABLE_ERROR : null,
    });
    const receipt = {
      status: record.status,
      providerMessageId: record.providerMessageId,
      error: record.error,
    };
    if (isNew && record.status === 'sent') this.reportDelivered(record.providerMessageId);
    return receipt;
  }

  /** A send found after a crash still gets its delivery report, as a real carrier's callback would come. */
  async lookup(sms: OutboundSms): Promise<CarrierLookup> {
    const record = await this.ledger.find(sms.idempotencyKey);
    if (!record) return 'never';
    if (record.status === 'sent') this.reportDelivered(record.providerMessageId);
    return { status: record.status, providerMessageId: record.providerMessageId, error: record.error };
  }

  close(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }

  private reportDelivered(providerMessageId: string): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      this.options.onDeliveryReport({ providerMessageId, status: 'delivered', error: null });
    }, this.deliveryDelayMs);
    // A pending report must not keep the process alive.
    timer.unref();
    this.pending.add(timer);
  }
}
