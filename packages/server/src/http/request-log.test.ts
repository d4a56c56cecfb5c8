import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { unusedDb } from '../testing/unused-database.js';
import { redactQuerySecrets } from './request-log.js';

// Issue 28 point 11: invitation, deal-room and e-mail links carry their secret in the query string,
// and a request log at info must not keep a working copy of them.
const SECRET = 'Zq7SECRETtokenValue_9x';

describe('the request log', () => {
  let app: FastifyInstance;
  const written: string[] = [];
  beforeAll(async () => {
    // The app logs to stderr: keep what it writes for the assertions instead.
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    app = await buildApp({ db: unusedDb, logger: 'info' });
  });
  afterAll(async () => {
    await app.close();
    vi.restoreAllMocks();
  });

  it('writes no link secret at info, whatever the request or its answer', async () => {
    for (const url of [
      `/set-password?token=${SECRET}`,
      `/servicedealroom/future-service-interaction?future_service_interaction_id=7&token=${SECRET}`,
      `/servicedealroom/conversationHistory?token=${SECRET}&future_service_interaction_id=7`,
      `/api/email/autoResponse?token=${SECRET}&from=a&to=b&subject=s&message=m&key=1`,
      `/email/autoResponse?token=${SECRET}&key=1`,
      `/api/list-of-customer-vehicle-lead/import/1/progress?access_token=${SECRET}`,
      `/set-password?to%6Ben=${SECRET}`,
    ])
      await app.inject({ method: 'GET', url });
    const lines = written.filter((line) => line.includes('"level"'));
    expect(lines.some((line) => line.includes('incoming request'))).toBe(true);
    expect(lines.filter((line) => line.includes(SECRET))).toEqual([]);
    expect(lines.some((line) => line.includes('/set-password?token=[REDACTED]'))).toBe(true);
  });
});

describe('redactQuerySecrets', () => {
  it('masks token-like parameters and keeps the rest of the URL readable', () => {
    expect(redactQuerySecrets('/set-password?token=abc')).toBe('/set-password?token=[REDACTED]');
    expect(redactQuerySecrets('/x?a=1&access_token=abc&b=2')).toBe('/x?a=1&access_token=[REDACTED]&b=2');
    expect(redactQuerySecrets('/x?TOKEN=abc&authToken=d&sig=e&signature=f')).toBe(
      '/x?TOKEN=[REDACTED]&authToken=[REDACTED]&sig=[REDACTED]&signature=[REDACTED]',
    );
    expect(redactQuerySecrets('/x?to%6Ben=abc&bad%=1')).toBe('/x?to%6Ben=[REDACTED]&bad%=1');
  });

  it('leaves URLs without secrets as they are', () => {
    for (const url of ['/leadmanager', '/x?key=1&templateCode=T&page=0', '/x?token', '/x?tokens_left=3'])
      expect(redactQuerySecrets(url)).toBe(url);
  });
});
