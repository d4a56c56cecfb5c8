/** An SMS handed to a carrier. */
export type OutboundSms = {
  readonly messageId: number;
  readonly from: string;
  readonly to: string;
  readonly body: string;
  readonly mediaUrls: readonly string[];
};

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

export type DeliveryReportListener = (report: DeliveryReport) => void;

/**
 * Where outgoing SMS go: the loopback carrier for the embedded default, Twilio or
 * Bandwidth adapters in production. Delivery reports arrive through the listener the
 * application gives the carrier when it creates it.
 */
export interface Carrier {
  readonly name: string;
  send(sms: OutboundSms): Promise<CarrierReceipt>;
  /** Stop background work (pending reports) when the server shuts down. */
  close(): void;
}

export type CarrierFactory = (onDeliveryReport: DeliveryReportListener) => Carrier;
