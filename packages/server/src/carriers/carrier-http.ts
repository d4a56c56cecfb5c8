import { PermanentCarrierError } from './carrier.port.js';

/** Carrier requests give up after this; the outbox lease is well above it. */
export const CARRIER_TIMEOUT_MS = 30_000;

export const basicAuth = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * One request to a carrier's REST API. Network errors, timeouts, 429 and 5xx throw a plain Error
 * (the outbox retries); other 4xx throw PermanentCarrierError (no retry changes them).
 */
export async function carrierRequest(
  url: string,
  init: RequestInit,
  describe: (body: unknown) => string,
): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CARRIER_TIMEOUT_MS) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    // not JSON: keep the text for the error message
  }
  if (response.ok) return body;
  const message = `${response.status} ${describe(body)}`;
  if (response.status === 429 || response.status >= 500) throw new Error(message);
  throw new PermanentCarrierError(message);
}

/** The string value of a field of a JSON object, if it has one. */
export const field = (body: unknown, name: string): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};
