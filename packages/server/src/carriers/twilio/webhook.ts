import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { WebhookSecrets } from '../../config/carrier-settings.js';
import type { Schemas } from '../../http/contract.js';
import { HttpError } from '../../http/http-error.js';
import type { InboundSms } from '../../inbound/inbound-sms.js';
import { CARRIER_OPT_OUT_ERROR, type DeliveryReport } from '../carrier.port.js';
import { firstHeaderValue } from '../webhook-header.js';
import { isValidTwilioSignature, urlVariants, type FormParams } from './signature.js';

export const INVALID_SIGNATURE = 'Invalid or missing webhook signature.';

/** Twilio error codes customers' phones commonly produce, in words staff can act on. */
const TWILIO_ERRORS: Readonly<Record<string, string>> = {
  '21610': CARRIER_OPT_OUT_ERROR,
  '30003': 'Unreachable destination handset',
  '30005': 'Unknown destination handset',
  '30006': 'Landline or unreachable carrier',
  '30007': 'Carrier violation (message filtered)',
  '30008': 'Unknown error',
};

/**
 * The URL Twilio called: PUBLIC_URL + path (and query) when set, else the request's own scheme and
 * host. Fastify takes those from X-Forwarded-Proto / X-Forwarded-Host only when the request came
 * through a proxy TRUST_PROXY names; from anyone else the headers are ignored.
 */
export function signedUrl(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return `${publicUrl.replace(/\/$/, '')}${request.url}`;
  return `${request.protocol}://${request.host || 'localhost'}${request.url}`;
}

/** A parsed form: every value text, or a repeated field's texts. */
const isFormParams = (body: unknown): body is FormParams =>
  typeof body === 'object' &&
  // Stryker disable next-line ConditionalExpression: the guard reads a null body as {} before this check.
  body !== null &&
  !Array.isArray(body) &&
  Object.values(body).every(
    (value) =>
      typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string')),
  );

/** Runs before the body is validated, so an unsigned request is 403 whatever it sends. */
export function twilioSignatureGuard(secrets: WebhookSecrets): preValidationAsyncHookHandler {
  return async (request) => {
    const token = secrets.twilioAuthToken;
    const signature = firstHeaderValue(request.headers['x-twilio-signature']);
    const params = request.body ?? {};
    const urls = urlVariants(signedUrl(request, secrets.publicUrl));
    // Twilio posts forms: a JSON body (numbers, nested objects) cannot carry its signature.
    if (!token || !isFormParams(params) || !isValidTwilioSignature(token, urls, params, signature))
      throw new HttpError(403, INVALID_SIGNATURE);
  };
}

/** A Twilio inbound-SMS form as the customer's text (media as MediaUrl0..N-1). */
export function twilioInboundSms(form: Schemas['TwilioInboundSms']): InboundSms {
  const media = Number(form.NumMedia ?? 0);
  const mediaUrls = Array.from(
    { length: Number.isFinite(media) ? media : 0 },
    (_, i) => form[`MediaUrl${i}`],
  ).filter((url): url is string => typeof url === 'string' && url !== '');
  return {
    provider: 'twilio',
    providerMessageId: form.MessageSid,
    from: form.From,
    to: form.To,
    body: form.Body ?? '',
    mediaUrls,
  };
}

/** A Twilio status callback as a delivery report, its error code in words where we know them. */
export function twilioStatusReport(form: Schemas['TwilioStatusCallback']): DeliveryReport {
  const code = form.ErrorCode;
  const error = code ? (TWILIO_ERRORS[code] ?? form.ErrorMessage ?? `Twilio error ${code}`) : null;
  return { providerMessageId: form.MessageSid, status: form.MessageStatus, error };
}
