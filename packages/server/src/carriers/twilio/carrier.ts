import {
  CARRIER_OPT_OUT_ERROR,
  PermanentCarrierError,
  type Carrier,
  type CarrierLookup,
  type CarrierReceipt,
  type OutboundSms,
} from '../carrier.port.js';
import { basicAuth, carrierRequest, field } from '../carrier-http.js';

export type TwilioCarrierConfig = {
  readonly accountSid: string;
  readonly authToken: string;
  /** Sends from the Messaging Service's pool instead of the message's own From. */
  readonly messagingServiceSid?: string | undefined;
  /** PUBLIC_URL: where Twilio reaches /webhooks/twilio/status; no status callbacks without it. */
  readonly publicUrl?: string | undefined;
  /** https://api.twilio.com unless a test points it at a local fake. */
  readonly apiBase?: string | undefined;
};

type TwilioMessage = {
  sid: string;
  status: string;
  body: string;
  date_created: string;
  error_message: string | null;
};

/**
 * Twilio's Messages API (REST, form-encoded, HTTP basic with the account SID and auth token).
 * Twilio takes no idempotency key, so the outbox key rides in the status callback URL
 * (`?outboxId=`) and a row left 'sending' by a crash is looked up in Twilio's message list
 * (same From/To and body, created since the row was queued) before it is sent again.
 */
export class TwilioCarrier implements Carrier {
  readonly name = 'twilio';
  private readonly base: string;

  constructor(private readonly config: TwilioCarrierConfig) {
    this.base = `${(config.apiBase ?? 'https://api.twilio.com').replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}`;
  }

  async send(sms: OutboundSms): Promise<CarrierReceipt> {
    const form = new URLSearchParams({ To: sms.to, Body: sms.body });
    if (this.config.messagingServiceSid) form.set('MessagingServiceSid', this.config.messagingServiceSid);
    else form.set('From', sms.from);
    for (const url of sms.mediaUrls) form.append('MediaUrl', url);
    if (this.config.publicUrl)
      form.set(
        'StatusCallback',
        `${this.config.publicUrl.replace(/\/$/, '')}/webhooks/twilio/status?outboxId=${encodeURIComponent(sms.idempotencyKey)}`,
      );
    let body: unknown;
    try {
      body = await carrierRequest(
        `${this.base}/Messages.json`,
        {
          method: 'POST',
          headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded' }),
          body: form,
        },
        twilioError,
      );
    } catch (error) {
      // 21610: the customer texted STOP to this sender; Twilio refuses at once, and the customer is opted out.
      if (error instanceof PermanentCarrierError && / 21610\b/.test(error.message))
        return { status: 'failed', providerMessageId: null, error: CARRIER_OPT_OUT_ERROR };
      throw error;
    }
    return {
      status: field(body, 'status') ?? 'queued',
      providerMessageId: field(body, 'sid'),
      error: field(body, 'error_message'),
    };
  }

  async lookup(sms: OutboundSms, since: Date): Promise<CarrierLookup> {
    const query = new URLSearchParams({
      To: sms.to,
      'DateSent>': since.toISOString().slice(0, 10),
      PageSize: '50',
    });
    if (!this.config.messagingServiceSid) query.set('From', sms.from);
    try {
      const page = (await carrierRequest(
        `${this.base}/Messages.json?${query}`,
        { headers: this.headers() },
        twilioError,
      )) as {
        messages?: TwilioMessage[];
      };
      const found = (page.messages ?? []).find(
        (message) =>
          message.body === sms.body && Date.parse(message.date_created) >= since.getTime() - 60_000,
      );
      return found
        ? { status: found.status, providerMessageId: found.sid, error: found.error_message }
        : 'never';
    } catch {
      return 'unknown';
    }
  }

  close(): void {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      authorization: basicAuth(this.config.accountSid, this.config.authToken),
      accept: 'application/json',
      ...extra,
    };
  }
}

const twilioError = (body: unknown): string =>
  [field(body, 'code'), field(body, 'message')].filter(Boolean).join(' ') || 'Twilio error';
