/** An SMS handed to a carrier. */
export type OutboundSms = {
  readonly messageId: number;
  /**
   * The outbox row's key. Carriers that take an idempotency key get it (the loopback carrier
   * answers a repeat with its first answer); the others carry it where their callbacks echo it
   * (Twilio's status callback URL, Bandwidth's tag) so a crash can be reconciled.
   */
  readonly idempotencyKey: string;
  readonly from: string;
  readonly to: string;
  readonly body: string;
  readonly mediaUrls: readonly string[];
};

/**
 * The error a text shows when the carrier refused it because the customer unsubscribed (Twilio 21610,
 * Bandwidth 4775): staff see it on the text, and the customer is opted out (source 'carrier').
 */
export const CARRIER_OPT_OUT_ERROR =
  'Unsubscribed recipient: the customer opted out of texts with their carrier';

/** The carrier's immediate answer. Statuses use the carriers' own words (spec 1 §4). */
export type CarrierReceipt = {
  readonly status: string;
  readonly providerMessageId: string | null;
  readonly error: string | null;
};

/** A later status change (delivered, failed, …) for a message the carrier accepted. */
export type DeliveryReport = {
  readonly providerMessageId: string;
  readonly status: string;
  readonly error: string | null;
};

/**
 * Takes a carrier's report. It may return a promise: a carrier that keeps its reports (the loopback
 * carrier's ledger) forgets one only when that promise resolves, so a crash before then redelivers it.
 */
export type DeliveryReportListener = (report: DeliveryReport) => unknown;

/**
 * What a carrier knows of an earlier send with this key: its receipt, 'never' when it certainly did
 * not accept it, 'unknown' when it cannot tell (the outbox then waits for a callback, then resends).
 */
export type CarrierLookup = CarrierReceipt | 'never' | 'unknown';

/**
 * Where outgoing SMS go: the loopback carrier for the embedded default, Twilio or Bandwidth in
 * production. `send` throws when the request may be retried (network, 429, 5xx) and returns a
 * 'failed' receipt when the carrier refused the message for good (an unreachable number).
 * Delivery reports of the loopback carrier arrive through the listener given at creation; real
 * carriers report through their webhooks.
 */
export interface Carrier {
  readonly name: string;
  send(sms: OutboundSms): Promise<CarrierReceipt>;
  /** Asked after a restart about rows left 'sending': did an earlier send with this key get through? */
  lookup(sms: OutboundSms, since: Date): Promise<CarrierLookup>;
  /** Stop background work (pending reports) when the server shuts down. */
  close(): void;
}

export type CarrierFactory = (onDeliveryReport: DeliveryReportListener) => Carrier;

/** A refusal that no retry will change (Twilio 4xx such as an invalid 'To'). */
export class PermanentCarrierError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentCarrierError';
  }
}
