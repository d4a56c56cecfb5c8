import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';

/** One way of sending a file: its body and every header that goes with it. */
export type WebFileVariant = { readonly body: Buffer; readonly headers: Readonly<Record<string, string>> };

/** A file of the built web app, read once at start with its brotli and gzip copies (scripts/precompress.mjs). */
export type WebFile = {
  readonly etag: string;
  readonly plain: WebFileVariant;
  readonly brotli: WebFileVariant | undefined;
  readonly gzip: WebFileVariant | undefined;
};

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/vnd.microsoft.icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** Source maps would publish the app's source: the build writes none, and none is served if one appears. */
export const isSourceMap = (path: string): boolean => path.endsWith('.map');

/**
 * Vite fingerprints assets, so they never change; index.html must always be fresh; the icon
 * (public/favicon.*, issue 30) may be kept a day.
 */
function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (/^\/favicon\.(?:ico|svg)$/.test(urlPath)) return 'public, max-age=86400';
  return 'no-cache';
}

/**
 * Every file of the built web app by its URL path ('/index.html', '/assets/app-1a2b3c.js'), read
 * into memory once: a page or an asset is then a map lookup, never a stat or readdir. A production
 * build never changes under a running server. Source maps, dotfiles and the .br/.gz copies
 * themselves are left out.
 */
export function readWebFiles(webDist: string): ReadonlyMap<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const name of readdirSync(webDist, { recursive: true, encoding: 'utf8' })) {
    const path = join(webDist, name);
    const urlPath = `/${name.split(sep).join('/')}`;
    if (isSourceMap(urlPath) || /\/\./.test(urlPath) || /\.(?:br|gz)$/.test(urlPath)) continue;
    if (!statSync(path).isFile()) continue;
    const plain = readFileSync(path);
    const headers = {
      'content-type': TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': cacheControl(urlPath),
      etag: `W/"${createHash('sha1').update(plain).digest('base64url')}"`,
    };
    const copy = (suffix: string, encoding: string): WebFileVariant | undefined => {
      const body = readIfFile(`${path}${suffix}`);
      return body && { body, headers: { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' } };
    };
    const brotli = copy('.br', 'br');
    const gzip = copy('.gz', 'gzip');
    files.set(urlPath, {
      etag: headers.etag,
      plain: { body: plain, headers: brotli || gzip ? { ...headers, vary: 'accept-encoding' } : headers },
      brotli,
      gzip,
    });
  }
  return files;
}

function readIfFile(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** The variant for a client's Accept-Encoding: brotli, else gzip, else the plain file. */
export function variantFor(file: WebFile, acceptEncoding: string | undefined): WebFileVariant {
  if (file.brotli && accepts(acceptEncoding, 'br')) return file.brotli;
  if (file.gzip && accepts(acceptEncoding, 'gzip')) return file.gzip;
  return file.plain;
}

/** Whether Accept-Encoding names the coding without refusing it (q=0). */
function accepts(acceptEncoding: string | undefined, coding: string): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name = '', ...parameters] = part.split(';').map((each) => each.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    return name.toLowerCase() === coding && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** Whether If-None-Match already names this version of the file (a 304 then suffices). */
export function isFresh(file: WebFile, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === file.etag || `W/${trimmed}` === file.etag;
  });
}
