import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './http-error.js';
import { isFresh, isSourceMap, readWebFiles, variantFor, type WebFile } from './web-files.js';

/** Whether a path belongs to the API (its first segment is one the contract uses). */
export type ApiPathTest = (url: string) => boolean;

export function apiPathTest(openapiPaths: readonly string[]): ApiPathTest {
  // Some documented calls share a first segment with pages of the app (e.g. /leadmanager/...),
  // so only /api/* and the documented paths themselves count as API; any other page request
  // gets the app, which shows its own "not found" page. Grouped by first segment, so a page
  // request is tested against the few documented paths that share its own.
  const documented = new Map<string, RegExp[]>();
  for (const path of openapiPaths) {
    const pattern = new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+')}/?$`,
    );
    const first = firstSegment(path);
    documented.set(first, [...(documented.get(first) ?? []), pattern]);
  }
  return (url) => {
    const path = url.split('?')[0] ?? '';
    if (path.startsWith('/api/')) return true;
    return (documented.get(firstSegment(path)) ?? []).some((pattern) => pattern.test(path));
  };
}

const firstSegment = (path: string): string => path.split('/', 2)[1] ?? '';

const wantsHtml = (request: FastifyRequest): boolean =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

/** A file the build would have written: a missing one is a 404, never the app's HTML with a 200. */
const isBuildFile = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/assets/') || isSourceMap(path);
};

/**
 * Serves the built web app (a Vite SPA) when `webDist` holds one, from memory (web-files.ts). Unknown
 * API paths and unknown build files (/assets/*, source maps) are JSON 404s; other page requests get
 * index.html so client-side routes survive a reload.
 */
export function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  isApiPath: ApiPathTest,
): void {
  const files =
    webDist !== undefined && existsSync(join(webDist, 'index.html')) ? readWebFiles(webDist) : null;
  const index = files?.get('/index.html');
  if (files && index) {
    app.get('/*', (request, reply) => {
      const file = request.url === '/' ? index : files.get(urlPathOf(request.url));
      return file ? sendWebFile(request, reply, file) : reply.callNotFound();
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (index && wantsHtml(request) && !isBuildFile(request.url) && !isApiPath(request.url)) {
      return sendWebFile(request, reply, index);
    }
    return reply
      .status(404)
      .send(errorBody(404, `Route ${request.method}:${request.url.split('?')[0]} not found`));
  });
}

/** The decoded path of a URL ('/assets/a%2Ejs?v=1' is '/assets/a.js'); '' when it does not decode. */
function urlPathOf(url: string): string {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return '';
  }
}

function sendWebFile(request: FastifyRequest, reply: FastifyReply, file: WebFile): FastifyReply {
  const variant = variantFor(file, request.headers['accept-encoding']);
  if (isFresh(file, request.headers['if-none-match'])) {
    const { etag, 'cache-control': cache, vary } = variant.headers;
    return reply
      .status(304)
      .headers({ etag, 'cache-control': cache, ...(vary && { vary }) })
      .send();
  }
  return reply.headers(variant.headers).send(variant.body);
}
