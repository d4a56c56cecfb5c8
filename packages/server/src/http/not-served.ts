import type { FastifyReply, FastifyRequest } from 'fastify';

export const NOT_SERVED_STATUS = 501;

/**
 * The answer of an operation that is in the contract but not built in the reference server yet:
 * an honest 501 in the contract's error shape (after authentication, so it leaks nothing).
 */
export function notServedYet(operationId: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const message = `${request.method} ${request.routeOptions.url} (${operationId}) is in the contract but the reference server does not serve it yet.`;
    return reply
      .code(NOT_SERVED_STATUS)
      .send({ statusCode: NOT_SERVED_STATUS, error: 'Not Implemented', message, errors: [message] });
  };
}
