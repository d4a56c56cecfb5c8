import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { unusedDb } from '../testing/unused-database.js';

// The build writes .br and .gz beside each asset (scripts/precompress.mjs); the server sends them.
const SCRIPT = `export const greeting = ${JSON.stringify('torque '.repeat(500))};`;

describe('serving the web app compressed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'torque-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Torque</title>');
    const asset = join(webDist, 'assets', 'app-1a2b3c.js');
    await writeFile(asset, SCRIPT);
    await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
    app = await buildApp({ db: unusedDb, webDist });
  });
  afterAll(() => app.close());

  const asset = (acceptEncoding: string) =>
    app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': acceptEncoding },
    });

  it('sends brotli to a client that accepts it, keeping the immutable cache headers', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await asset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    for (const encoding of ['identity', '']) {
      const response = await asset(encoding);
      expect(response.headers['content-encoding'], encoding).toBeUndefined();
      expect(response.body, encoding).toBe(SCRIPT);
      expect(response.headers['cache-control'], encoding).toContain('immutable');
    }
  });
});
