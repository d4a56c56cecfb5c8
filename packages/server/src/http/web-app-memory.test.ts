import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { unusedDb } from '../testing/unused-database.js';

// Issue 32 point 1: the built app is read once at start and served from memory, with validators.
const PAGE = `<!doctype html><title>Torque</title>${'<!-- torque -->'.repeat(100)}`;

describe('serving the web app from memory', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'torque-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), PAGE);
    await writeFile(join(webDist, 'index.html.br'), brotliCompressSync(PAGE));
    await writeFile(join(webDist, 'index.html.gz'), gzipSync(PAGE));
    await writeFile(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("torque")');
    await writeFile(join(webDist, '.env'), 'SECRET=1');
    app = await buildApp({ db: unusedDb, webDist });
    // Nothing is read from the disk after start: the pages and assets are still served without it.
    await rm(webDist, { recursive: true });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('serves pages and assets read at start, the page compressed for a client that accepts it', async () => {
    const page = await get('/leadmanager/globalinbox', { 'accept-encoding': 'gzip, br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/app-1a2b3c.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("torque")');
    expect(asset.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect((await get('/')).body).toBe(PAGE);
  });

  it('honours a refused coding (q=0)', async () => {
    const response = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    const plain = await get('/', { 'accept-encoding': 'br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
  });

  it('answers 304 to a client that has this version, 200 to one with another', async () => {
    const first = await get('/assets/app-1a2b3c.js', { accept: '*/*' });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/assets/app-1a2b3c.js', { accept: '*/*', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toContain('immutable');
    const stale = await get('/assets/app-1a2b3c.js', { accept: '*/*', 'if-none-match': 'W/"older"' });
    expect(stale.statusCode).toBe(200);
    const page = await get('/login', { 'if-none-match': String((await get('/login')).headers['etag']) });
    expect(page.statusCode).toBe(304);
  });

  it('serves no dotfile', async () => {
    const response = await get('/.env', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SECRET');
  });
});
