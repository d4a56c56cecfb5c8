import type { SessionStore } from '@torque/domain';
import type { Bind, ServiceIdentifier } from 'inversify';
import type { ApiClient } from '../http/api-client.js';
import type { CallOptions } from '../http/call-api.js';
import { TOKENS } from './tokens.js';

/** What an HTTP adapter is built from: the main client, the 401 handler and the session (enterpriseId). */
export type HttpAdapterFactory<T> = (
  client: ApiClient,
  options: CallOptions,
  sessionStore: SessionStore,
) => T;

/** Binds a port to a singleton HTTP adapter resolved from the browser module's client, session and 401 handler. */
export function bindHttp<T>(bind: Bind, token: ServiceIdentifier<T>, make: HttpAdapterFactory<T>): void {
  bind(token)
    .toResolvedValue(
      (client: ApiClient, sessionStore: SessionStore, onUnauthorized: () => void) =>
        make(client, { onUnauthorized }, sessionStore),
      [TOKENS.ApiClient, TOKENS.SessionStore, TOKENS.OnUnauthorized],
    )
    .inSingletonScope();
}
