import type { SessionStore } from '@torque/domain';
import createClient, { type Middleware } from 'openapi-fetch';
import { createApiClient, type ApiClient } from './api-client.js';
import type { paths } from '@torque/contract';

/** The data-sync host's client: its own base URL, the same token middleware as the main API. */
export function createDataSyncClient(options: {
  /** '' means the page's own origin (the reference server answers every host). */
  readonly baseUrl: string;
  readonly sessionStore: SessionStore;
  readonly fetch?: typeof globalThis.fetch;
}): ApiClient {
  return createApiClient(options);
}

/** The swimlane bridge host's client: its own base URL and no token, ever (spec 2 §6). */
export function createBridgeClient(options: {
  readonly baseUrl: string;
  readonly fetch?: typeof globalThis.fetch;
}): ApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** Per-call middleware for the main host's public calls (`security: []`): the token stays home. */
export const withoutToken: Middleware = {
  onRequest({ request }) {
    request.headers.delete('Authorization');
    return request;
  },
};
