import type { CarrierReceipt } from './carrier.port.js';

/** An e-mail handed to the mail transport. */
export type OutboundEmail = {
  readonly messageId: number;
  readonly idempotencyKey: string;
  readonly from: string | null;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
};

/** Where outgoing e-mail goes; like the Carrier, it throws for a retry and returns 'failed' for good. */
export interface Mailer {
  readonly name: string;
  send(email: OutboundEmail): Promise<CarrierReceipt>;
}

/** The embedded default: accepts every e-mail as 'sent' and delivers it nowhere. */
export class LoopbackMailer implements Mailer {
  readonly name = 'loopback';

  send(email: OutboundEmail): Promise<CarrierReceipt> {
    return Promise.resolve({ status: 'sent', providerMessageId: `LBM${email.idempotencyKey}`, error: null });
  }
}
