import type { FastifyRequest } from 'fastify';

/** A token sent in the query string (the event stream's access_token) must not reach a log line. */
export const redactQueryToken = (url: string): string =>
  url.replace(/([?&]access_token=)[^&#]*/gi, '$1[Redacted]');

/** Fastify's request log fields, with the URL's token masked. */
export function requestLogFields(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactQueryToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
