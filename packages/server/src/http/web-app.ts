import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './http-error.js';

/** Whether a path belongs to the API (its first segment is one the contract uses). */
export type ApiPathTest = (url: string) => boolean;

export function apiPathTest(openapiPaths: readonly string[]): ApiPathTest {
  // Some documented calls share a first segment with pages of the app (e.g. /leadmanager/...),
  // so only /api/* and the documented paths themselves count as API; any other page request
  // gets the app, which shows its own "not found" page.
  const documented = openapiPaths.map(
    (path) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+')}/?$`),
  );
  return (url) => {
    const path = url.split('?')[0] ?? '';
    return path.startsWith('/api/') || documented.some((pattern) => pattern.test(path));
  };
}

const wantsHtml = (request: FastifyRequest): boolean =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

/** Source maps would publish the app's source: the build writes none, and none is served if one appears. */
const isSourceMap = (path: string): boolean => path.endsWith('.map');

/** A file the build would have written: a missing one is a 404, never the app's HTML with a 200. */
const isBuildFile = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/assets/') || isSourceMap(path);
};

/**
 * Serves the built web app (a Vite SPA) when `webDist` holds one. Unknown API paths and unknown
 * build files (/assets/*, source maps) are JSON 404s; other page requests get index.html so
 * client-side routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  isApiPath: ApiPathTest,
) {
  const hasWebApp = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // The build writes .br and .gz copies (scripts/precompress.mjs): sent as they are to clients
      // that accept them, with Vary: Accept-Encoding; the plain file to the rest.
      preCompressed: true,
      allowedPath: (path) => !isSourceMap(path),
      setHeaders: (reply, path) => {
        // Vite fingerprints assets, so they never change; index.html must always be fresh; the icon
        // (public/favicon.*, issue 30) may be kept a day.
        const immutable = /[\\/]assets[\\/]/.test(path);
        const icon = /[\\/]favicon\.(?:ico|svg)$/.test(path);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : icon ? 'public, max-age=86400' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && !isApiPath(request.url) && !isBuildFile(request.url) && wantsHtml(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody(404, `Route ${request.method}:${request.url.split('?')[0]} not found`));
  });
}
