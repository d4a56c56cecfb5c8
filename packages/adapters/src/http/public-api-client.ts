import createClient, { type Middleware } from 'openapi-fetch';
import type { ApiClient } from './api-client.js';
import type { paths } from '@torque/contract';

declare const publicClient: unique symbol;
/** A client for the calls the contract sends without an auth header (`security: []`). */
export type PublicApiClient = ApiClient & { readonly [publicClient]: true };

export type PublicApiClientOptions = {
  readonly baseUrl: string;
  readonly fetch?: typeof globalThis.fetch;
};

/** Whatever else is configured, a public call never carries the session's token. */
const withoutAuthorization: Middleware = {
  onRequest({ request }) {
    request.headers.delete('Authorization');
    return request;
  },
};

/** The main API host without the session: the public deal room, lead submission and e-mail auto-response. */
export function createPublicApiClient(options: PublicApiClientOptions): PublicApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(withoutAuthorization);
  return client as PublicApiClient;
}
