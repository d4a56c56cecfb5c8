import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { unauthorized } from '../http/http-error.js';
import { SESSION_EXPIRED } from './auth.messages.js';
import type { AuthService } from './auth.service.js';
import type { Principal } from './principal.js';
import { bearerToken } from './session-token.js';
import { isSharedSecret } from './shared-secret.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every operation the contract secures. */
    principal: Principal | null;
    /** True when the caller is the swimlane bridge host, with its secret instead of a session. */
    bridgeHost: boolean;
  }
}

export function decoratePrincipal(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('bridgeHost', false);
}

/**
 * Runs on onRequest, before body validation, so an unsigned request is 401 whatever it sends.
 * `queryToken` names the query parameter that may carry the token instead of the header, for the
 * operations whose contract allows it (the event stream: EventSource cannot send headers).
 * `bridgeSecret`, for the operations that accept it (the bridge reads), is the separate swimlane
 * bridge host's secret (SWIMLANE_BRIDGE_SECRET), taken as the bearer token instead of a session.
 */
export function authenticateHook(
  auth: AuthService,
  queryToken?: string,
  bridgeSecret?: string,
): onRequestAsyncHookHandler {
  return async (request) => {
    const fromQuery = queryToken ? (request.query as Record<string, unknown>)[queryToken] : undefined;
    const token =
      bearerToken(request.headers.authorization) ?? (typeof fromQuery === 'string' ? fromQuery : null);
    if (bridgeSecret && token && isSharedSecret(token, bridgeSecret)) {
      request.bridgeHost = true;
      return;
    }
    request.principal = await auth.authenticate(token);
  };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(SESSION_EXPIRED);
  return request.principal;
}
