import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { unusedDb } from '../testing/unused-database.js';

// Issue 13 finding 8: security headers on pages, /simulator, /api/docs and JSON answers.
describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'torque-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Torque</title>');
    app = await buildApp({ db: unusedDb, webDist });
  });
  afterAll(() => app.close());

  const answers: readonly (readonly [string, string, string])[] = [
    ['the app page', '/', 'text/html'],
    ['a client-side route', '/leadmanager', 'text/html'],
    ['the simulator', '/simulator', 'text/html'],
    ["the simulator's script", '/simulator/simulator.js', '*/*'],
    ['the API reference', '/api/docs/', 'text/html'],
    ['the contract as JSON', '/api/docs/json', 'application/json'],
    ['a JSON 401', '/api/future-service-interaction?future-service-interaction-id=1', 'application/json'],
    ['a JSON 404', '/api/nothing', 'application/json'],
  ];

  it.each(answers)('are on %s', async (_name, url, accept) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept } });
    expect(response.statusCode).toBeLessThan(500);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it("let a call's recording play from the carrier's https URL or a data: URL, and nothing else from elsewhere", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/leadmanager',
      headers: { accept: 'text/html' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp.split(/;\s*/)).toContain("media-src 'self' data: blob: https:");
    expect(csp).not.toMatch(/media-src[^;]*(\*|http:)/);
  });

  it('keep plain http working: no upgrade of requests, no HSTS for subdomains', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(response.headers['strict-transport-security'])).not.toContain('includeSubDomains');
  });
});
