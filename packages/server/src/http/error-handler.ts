import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, HttpError } from './http-error.js';

type ErrorWithStatus = FastifyError & { statusCode?: number };

/** What the client is told when the database refused a value the contract could not rule out. */
export const INVALID_VALUE = 'A value in the request is out of range or not valid.';

/**
 * SQLSTATE class 22 ("data exception": a number out of range, text that is not a number or a date,
 * a NUL byte): the value came from the request, so it is the request that is wrong. pg and PGlite
 * both report the state as a five-character `code`; Fastify's own codes start with FST_.
 */
export const isDataException = (error: { code?: unknown }): boolean =>
  typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);

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
    if (isDataException(error)) {
      // Logged, as the contract should have stated the bound that would have refused it earlier.
      request.log.warn({ err: error }, 'database refused a value from the request');
      return reply.status(400).send(errorBody(400, INVALID_VALUE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal Server Error'));
  });
}
