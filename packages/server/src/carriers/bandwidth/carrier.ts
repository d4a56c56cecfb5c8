import type { Carrier, CarrierLookup, CarrierReceipt, OutboundSms } from '../carrier.port.js';
import { basicAuth, carrierRequest, field } from '../carrier-http.js';

export type BandwidthCarrierConfig = {
  readonly accountId: string;
  readonly applicationId: string;
  /** API credentials (HTTP basic) of the Bandwidth account. */
  readonly username: string;
  readonly password: string;
  /** https://messaging.bandwidth.com unless a test points it at a local fake. */
  readonly apiBase?: string | undefined;
};

/**
 * Bandwidth's Messaging API v2 (JSON, HTTP basic). Status callbacks go to the application's
 * callback URL (/webhooks/bandwidth/messages, set in Bandwidth's dashboard) and echo `tag`, which
 * carries the outbox key. Bandwidth offers no lookup by that key, so a row a crash left 'sending'
 * waits for such a callback and is sent again only after the outbox's grace period.
 */
export class BandwidthCarrier implements Carrier {
  readonly name = 'bandwidth';

  constructor(private readonly config: BandwidthCarrierConfig) {}

  async send(sms: OutboundSms): Promise<CarrierReceipt> {
    const base = (this.config.apiBase ?? 'https://messaging.bandwidth.com').replace(/\/$/, '');
    const body = await carrierRequest(
      `${base}/api/v2/users/${encodeURIComponent(this.config.accountId)}/messages`,
      {
        method: 'POST',
        headers: {
          authorization: basicAuth(this.config.username, this.config.password),
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          applicationId: this.config.applicationId,
          to: [sms.to],
          from: sms.from,
          text: sms.body,
          ...(sms.mediaUrls.length > 0 ? { media: sms.mediaUrls } : {}),
          tag: sms.idempotencyKey,
        }),
      },
      (error) => field(error, 'description') ?? field(error, 'type') ?? 'Bandwidth error',
    );
    // 202 Accepted: Bandwidth reports sending, delivered or failed later through the callback.
    return { status: 'accepted', providerMessageId: field(body, 'id'), error: null };
  }

  lookup(): Promise<CarrierLookup> {
    return Promise.resolve('unknown');
  }

  close(): void {}
}
