import type { FastifyRequest } from 'fastify';

export const REDACTED_VALUE = '[REDACTED]';

/**
 * Query parameters that carry a secret: the event streams' access_token, the deal-room, set-password
 * and e-mail auto-response links' token, and any signature or other token a link may add later.
 */
const SECRET_NAME = /^(?:.*token|sig|signature|secret|password|api[-_]?key)$/i;

/** The name as the query parser reads it (`to%6Ben` is `token`), or the raw text if it does not decode. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** The URL with every secret query value replaced, so no log line holds a link that still works. */
export function redactQuerySecrets(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_NAME.test(decodedName(name).trim()) ? `${name}=${REDACTED_VALUE}` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

/** Fastify's request log fields (every level), with the URL's secrets masked. */
export function requestLogFields(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactQuerySecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
