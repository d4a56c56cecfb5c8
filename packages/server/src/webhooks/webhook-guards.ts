import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { WebhookSecrets } from '../config/carrier-settings.js';
import { HttpError } from '../http/http-error.js';
import { isValidTwilioSignature, urlVariants, type FormParams } from './twilio-signature.js';

export const INVALID_SIGNATURE = 'Invalid or missing webhook signature.';
export const INVALID_CREDENTIALS = 'Invalid or missing webhook credentials.';

const firstValue = (header: string | string[] | undefined): string | undefined =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/**
 * The URL Twilio called: PUBLIC_URL + path (and query) when set, else the request's own scheme and
 * host, as a proxy in front reports them (X-Forwarded-Proto / X-Forwarded-Host).
 */
export function signedUrl(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return `${publicUrl.replace(/\/$/, '')}${request.url}`;
  const encrypted = 'encrypted' in request.raw.socket && Boolean(request.raw.socket.encrypted);
  const proto = firstValue(request.headers['x-forwarded-proto']) ?? (encrypted ? 'https' : 'http');
  const host = firstValue(request.headers['x-forwarded-host']) ?? request.headers.host ?? 'localhost';
  return `${proto}://${host}${request.url}`;
}

/** Runs before the body is validated, so an unsigned request is 403 whatever it sends. */
export function twilioSignatureGuard(secrets: WebhookSecrets): preValidationAsyncHookHandler {
  return async (request) => {
    const token = secrets.twilioAuthToken;
    const signature = firstValue(request.headers['x-twilio-signature']);
    const params = (request.body ?? {}) as FormParams;
    const urls = urlVariants(signedUrl(request, secrets.publicUrl));
    if (!token || typeof params !== 'object' || !isValidTwilioSignature(token, urls, params, signature))
      throw new HttpError(403, INVALID_SIGNATURE);
  };
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Bandwidth's callbacks carry the application's callback credentials as HTTP basic. */
export function bandwidthCredentialsGuard(secrets: WebhookSecrets): preValidationAsyncHookHandler {
  return async (request) => {
    const expected = secrets.bandwidth;
    const header = request.headers.authorization ?? '';
    const match = /^Basic\s+(.+)$/i.exec(header);
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
