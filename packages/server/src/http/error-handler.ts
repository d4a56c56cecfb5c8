import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, HttpError } from './http-error.js';

type ErrorWithStatus = FastifyError & { statusCode?: number };

/**
 * Every failure leaves as the contract's ErrorResponse. Contract violations (Fastify
 * validation, malformed JSON, wrong content type) keep their 4xx; anything unexpected is a
 * logged 500 whose details stay on the server.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: ErrorWithStatus, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.statusCode, error.message));
    }
    if (error.validation) return reply.status(400).send(errorBody(400, error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal Server Error'));
  });
}
