import { timingSafeEqual } from 'node:crypto';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { WebhookSecrets } from '../../config/carrier-settings.js';
import type { Schemas } from '../../http/contract.js';
import { HttpError } from '../../http/http-error.js';
import type { InboundSms } from '../../inbound/inbound-sms.js';
import { CARRIER_OPT_OUT_ERROR, type DeliveryReport } from '../carrier.port.js';

export const INVALID_CREDENTIALS = 'Invalid or missing webhook credentials.';

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Bandwidth's callbacks carry the application's callback credentials as HTTP basic. */
export function bandwidthCredentialsGuard(secrets: WebhookSecrets): preValidationAsyncHookHandler {
  return async (request) => {
    const expected = secrets.bandwidth;
    // Stryker disable next-line StringLiteral: any default without the Basic scheme is refused alike.
    const header = request.headers.authorization ?? '';
    // Stryker disable next-line Regex: (.+) is greedy and base64 decoding skips spaces, so neither anchor nor \s+ changes a decoding.
    const match = /^Basic\s+(.+)$/i.exec(header);
    // Stryker disable next-line StringLiteral: a match always has its group, and a text without a colon is refused like ''.
    const decoded = match ? Buffer.from(match[1] ?? '', 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const ok =
      expected !== null &&
      colon > 0 &&
      // Both compared in full, so the time taken does not tell which one was wrong.
      [
        sameText(decoded.slice(0, colon), expected.user),
        sameText(decoded.slice(colon + 1), expected.password),
      ].every(Boolean);
    if (!ok) throw new HttpError(403, INVALID_CREDENTIALS);
  };
}

const BANDWIDTH_STATUS: Readonly<Record<string, string>> = {
  'message-sending': 'sending',
  'message-delivered': 'delivered',
  'message-failed': 'failed',
};

/** What one Bandwidth event means to us: a customer's text, a status (with our outbox tag), or nothing. */
export type BandwidthEventMeaning =
  | { readonly kind: 'inbound'; readonly sms: InboundSms }
  | { readonly kind: 'status'; readonly report: DeliveryReport; readonly outboxId: string | undefined }
  | { readonly kind: 'ignored' };

export function readBandwidthEvent(event: Schemas['BandwidthMessageEvent']): BandwidthEventMeaning {
  const message = event.message;
  if (event.type === 'message-received')
    return {
      kind: 'inbound',
      sms: {
        provider: 'bandwidth',
        providerMessageId: message.id,
        from: message.from ?? '',
        to: event.to ?? message.to?.[0] ?? '',
        body: message.text ?? '',
        mediaUrls: message.media ?? [],
      },
    };
  const status = BANDWIDTH_STATUS[event.type];
  if (!status) return { kind: 'ignored' };
  const error = status === 'failed' ? bandwidthError(event) : null;
  return { kind: 'status', report: { providerMessageId: message.id, status, error }, outboxId: message.tag };
}

/** Bandwidth's 4775 (destination-rejected-due-to-user-opt-out) in our words; other codes as Bandwidth words them. */
const BANDWIDTH_USER_OPT_OUT = 4775;

function bandwidthError(event: Schemas['BandwidthMessageEvent']): string {
  if (event.errorCode === BANDWIDTH_USER_OPT_OUT) return CARRIER_OPT_OUT_ERROR;
  return event.description ?? `Bandwidth error ${event.errorCode ?? ''}`.trim();
}
