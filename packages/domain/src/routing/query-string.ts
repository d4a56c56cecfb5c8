/**
 * A query string read as URLSearchParams reads it ('+' is a space, the first of repeated keys wins),
 * written out because the domain may not rely on DOM or Node globals.
 */
export type QueryParams = ReadonlyMap<string, string>;

function decode(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // a stray '%' is kept as typed rather than failing the route
  }
}

/** '?a=1&b=x+y' → Map { a → '1', b → 'x y' }; a leading '?' is optional. */
export function parseQuery(search: string): QueryParams {
  const params = new Map<string, string>();
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? '' : decode(pair.slice(at + 1));
    if (!params.has(key)) params.set(key, value);
  }
  return params;
}

/** The value of a key, undefined when absent or blank. */
export function queryValue(params: QueryParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** The first of several spellings that is present (custno or customerNo). */
export function firstQueryValue(params: QueryParams, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = queryValue(params, key);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A flag counts only when written as true (servicepage=true, landingpage=true), case-insensitively. */
export const queryFlag = (params: QueryParams, key: string): boolean =>
  queryValue(params, key)?.toLowerCase() === 'true';

/** Pathnames compare without a trailing slash and case-sensitively, as the router does. */
export function normalizePathname(pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
