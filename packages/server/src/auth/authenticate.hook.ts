import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { unauthorized } from '../http/http-error.js';
import { SESSION_EXPIRED } from './auth.messages.js';
import type { AuthService } from './auth.service.js';
import type { Principal } from './principal.js';
import { bearerToken } from './session-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every operation the contract secures. */
    principal: Principal | null;
  }
}

export function decoratePrincipal(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
}

/** Runs on onRequest, before body validation, so an unsigned request is 401 whatever it sends. */
export function authenticateHook(auth: AuthService): onRequestAsyncHookHandler {
  return async (request) => {
    request.principal = await auth.authenticate(bearerToken(request.headers.authorization));
  };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(SESSION_EXPIRED);
  return request.principal;
}
