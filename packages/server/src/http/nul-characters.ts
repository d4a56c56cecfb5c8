import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error.js';

/** Parsed JSON, forms, query strings and path parameters nest this deep at most. */
const MAX_DEPTH = 64;

/** Where in a value the first string holding a NUL character is ('' for the value itself), or null. */
export function nulCharacterAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // Binary bodies (uploads) are not text; anything deeper than a request nests is not request data.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > MAX_DEPTH)
    return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterAt(item, `${path}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a request would fail deep inside a
 * query as a 500. No field of the contract has a use for it: refuse it at the edge with a 400 that
 * names the field, before the contract's own validation (preValidation).
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const at = nulCharacterAt(value);
    if (at !== null) throw badRequest(`${part}${at} must not contain a NUL character (\\u0000)`);
  }
}
