import { CARRIER_TIMEOUT_MS } from './carrier-http.js';
import { NumberProviderUnavailable } from './number-provider.port.js';

export type ProviderAnswer = { readonly status: number; readonly body: string };

/**
 * One request to a provider's REST API for the number calls. A network failure or timeout throws
 * NumberProviderUnavailable; any answer is returned for the caller to read (its status says what
 * happened). The request's credentials are never part of an error message.
 */
export async function providerRequest(url: string, init: RequestInit): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CARRIER_TIMEOUT_MS) });
    return { status: response.status, body: await response.text() };
  } catch {
    throw new NumberProviderUnavailable(`${new URL(url).host} could not be reached`);
  }
}

/** A 5xx or 429 is the provider's trouble, not the request's. */
export function throwIfProviderDown(answer: ProviderAnswer, host: string): void {
  if (answer.status >= 500 || answer.status === 429)
    throw new NumberProviderUnavailable(`${host} answered ${answer.status}`);
}

export const jsonOf = (body: string): Record<string, unknown> => {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
