import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';

/** The web app needs no data: a database that is never asked anything is enough. */
const unusedDb: Database = {
  kind: 'pglite',
  query: async () => {
    throw new Error('not expected');
  },
  exec: async () => undefined,
  transaction: async () => {
    throw new Error('not expected');
  },
  listen: async () => Object.assign(async () => undefined, { caughtUp: async () => undefined }),
  close: async () => undefined,
};

describe('serving the web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'torque-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Torque</title>');
    await writeFile(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("torque")');
    await writeFile(join(webDist, 'assets', 'app-1a2b3c.js.map'), '{"sources":["secret.tsx"]}');
    app = await buildApp({ db: unusedDb, webDist });
  });
  afterAll(() => app.close());

  const get = (url: string, accept = 'text/html') => app.inject({ method: 'GET', url, headers: { accept } });

  it('serves index.html at the root and for client-side routes', async () => {
    for (const url of ['/', '/leadmanager', '/leadmanager/globalinbox?x=1', '/login']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Torque</title>');
      expect(response.headers['cache-control'], url).toContain('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache lifetime', async () => {
    const response = await get('/assets/app-1a2b3c.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('torque');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers API paths and non-page requests with JSON 404s', async () => {
    for (const [url, accept] of [
      ['/api/nothing', 'text/html'],
      ['/user/nothing', 'application/json'],
      ['/missing.png', 'image/png'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, errors: [expect.any(String)] });
    }
  });

  // Issue 28 point 12: source maps stay private, and a missing asset is not the app's HTML.
  it('never serves a source map, even one left in the build', async () => {
    for (const url of [
      '/assets/app-1a2b3c.js.map',
      '/assets/app-1a2b3c.js%2Emap',
      '/assets/missing.js.map',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const response = await get(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(404);
        expect(response.body, url).not.toContain('secret.tsx');
        expect(response.body, url).not.toContain('<title>Torque</title>');
      }
    }
  });

  it('answers an unknown asset with a 404, not the app, while app routes keep the app', async () => {
    for (const url of [
      '/assets/missing-9z9z9z.js',
      '/assets/missing.css',
      '/assets/',
      '/assets/deep/x.js?v=1',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const response = await get(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(404);
        expect(response.body, url).not.toContain('<title>Torque</title>');
      }
    }
    expect((await get('/leadmanager')).statusCode).toBe(200);
  });

  it('serves the app for a page whose first segment a documented call shares', async () => {
    const page = await get('/leadmanager/42');
    expect(page.body).toContain('<title>Torque</title>');
    const call = await get('/leadmanager/getLeadManagerDataForCompanyOffice?companyId=1', 'application/json');
    expect(call.statusCode).toBe(401);
  });
});
