import type { SessionStore } from '@torque/domain';
import type { Middleware } from 'openapi-fetch';
import { createApiClient, type ApiClient } from './api-client.js';

/** The data-sync host's client: its own base URL, the same token middleware as the main API. */
export function createDataSyncClient(options: {
  /** '' means the page's own origin (the reference server answers every host). */
  readonly baseUrl: string;
  readonly sessionStore: SessionStore;
  readonly fetch?: typeof globalThis.fetch;
}): ApiClient {
  return createApiClient(options);
}

/**
 * The swimlane bridge host's client: its own base URL, and the session's token like the main API.
 * Spec 2 §6 has the bridge send none, but its answers hold customers' names, VINs and repair orders,
 * so the server asks for a staff session (issue 28).
 */
export function createBridgeClient(options: {
  readonly baseUrl: string;
  readonly sessionStore: SessionStore;
  readonly fetch?: typeof globalThis.fetch;
}): ApiClient {
  return createApiClient(options);
}

/** Per-call middleware for the main host's public calls (`security: []`): the token stays home. */
export const withoutToken: Middleware = {
  onRequest({ request }) {
    request.headers.delete('Authorization');
    return request;
  },
};
