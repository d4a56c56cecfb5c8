import type { SessionStore } from '@torque/domain';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@torque/contract';

export type ApiClient = ReturnType<typeof createClient<paths>>;

export type ApiClientOptions = {
  /** The main API host; '' means the page's own origin. */
  readonly baseUrl: string;
  readonly sessionStore: SessionStore;
  readonly fetch?: typeof globalThis.fetch;
};

/** Every call carries the stored authToken (spec 1 §6, §7). */
export function authorizationMiddleware(sessionStore: SessionStore): Middleware {
  return {
    onRequest({ request }) {
      const token = sessionStore.load()?.authToken;
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
}

/** One typed client for the main API host, generated from openapi/. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(authorizationMiddleware(options.sessionStore));
  return client;
}
