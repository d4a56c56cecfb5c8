import { randomUUID } from 'node:crypto';
import type { Carrier, CarrierReceipt, DeliveryReportListener, OutboundSms } from './carrier.port.js';

export const UNREACHABLE_ERROR = 'Unreachable destination handset';

export type LoopbackCarrierOptions = {
  readonly onDeliveryReport: DeliveryReportListener;
  /** How long until a sent message reports 'delivered'. */
  readonly deliveryDelayMs?: number;
};

/**
 * Sends nothing anywhere, but behaves like a carrier: accepts with 'sent', reports
 * 'delivered' a moment later, and fails numbers ending in 0000 as unreachable, so the
 * whole delivery display can be seen without a carrier account.
 */
export class LoopbackCarrier implements Carrier {
  readonly name = 'loopback';
  private readonly pending = new Set<NodeJS.Timeout>();
  private readonly deliveryDelayMs: number;

  constructor(private readonly options: LoopbackCarrierOptions) {
    this.deliveryDelayMs = options.deliveryDelayMs ?? 1500;
  }

  async send(sms: OutboundSms): Promise<CarrierReceipt> {
    const providerMessageId = `LB${randomUUID().replaceAll('-', '')}`;
    if (sms.to.endsWith('0000')) return { status: 'failed', providerMessageId, error: UNREACHABLE_ERROR };
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      this.options.onDeliveryReport({ providerMessageId, status: 'delivered', error: null });
    }, this.deliveryDelayMs);
    // A pending report must not keep the process alive.
    timer.unref();
    this.pending.add(timer);
    return { status: 'sent', providerMessageId, error: null };
  }

  close(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
