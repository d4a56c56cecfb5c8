import { BrowserSessionStore } from '../browser/browser-session-store.js';
import { createApiClient, type ApiClient } from '../http/api-client.js';
import { createPublicApiClient, type PublicApiClient } from '../http/public-api-client.js';
import { MemoryStorage } from './memory-storage.js';
import { sampleSession } from './sample-session.js';

/**
 * Clients over a fetch that answers every request with one fixed status and body, whatever the
 * contract says: for the failure paths (a 500, a malformed answer) the contract double would refuse.
 */
export function rawAnswer(
  status: number,
  body: unknown,
): { api: ApiClient; publicApi: PublicApiClient; sessionStore: BrowserSessionStore; requests: Request[] } {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push(new Request(input, init));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const sessionStore = new BrowserSessionStore(new MemoryStorage());
  sessionStore.save(sampleSession);
  const baseUrl = 'http://raw.test';
  return {
    api: createApiClient({ baseUrl, sessionStore, fetch: fetch as typeof globalThis.fetch }),
    publicApi: createPublicApiClient({ baseUrl, fetch: fetch as typeof globalThis.fetch }),
    sessionStore,
    requests,
  };
}
