import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';

// The docs need no database; a stub that refuses every query proves it.
const unusedDb = {
  query: () => Promise.reject(new Error('no database in this test')),
} as unknown as Database;

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  app = await buildApp({ db: unusedDb });
});
afterAll(() => app.close());

describe('the published contract', () => {
  it('serves a browsable reference page at /api/docs', async () => {
    const entry = await app.inject({ method: 'GET', url: '/api/docs' });
    const location = String(entry.headers.location ?? '/api/docs');
    const page = await app.inject({
      method: 'GET',
      url: location.startsWith('/') ? location : `/api/docs/${location.replace(/^\.\//, '')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });

  it('serves the contract itself, with every documented operation', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/svc-message-instance/svc-send-message');
  });
});
