import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

describe('marks take the spec 2 §9 customer tag set (issue 30, point 11)', () => {
  let server: TestServer;
  let customerId: number;
  beforeAll(async () => {
    server = await startTestServer();
    const [row] = await server.db.query<{ id: number }>(
      `SELECT c.id FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
        WHERE f.store_id = 1 ORDER BY c.id LIMIT 1`,
    );
    customerId = row!.id;
  });
  afterAll(() => server.close());

  const call = async (role: Role, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: await server.signIn(role), ...(payload ? { payload } : {}) });
  const marksOf = async () =>
    (
      await server.db.query<{ intent_type: string }>('SELECT intent_type FROM mark WHERE customer_id = $1', [
        customerId,
      ])
    ).map((row) => row.intent_type);

  it('adds a tag of the set, such as LONG_DISTANCE or VIP', async () => {
    for (const intentType of ['LONG_DISTANCE', 'VIP', 'SPA_AS']) {
      const added = await call('SUPER_USER', 'POST', '/api/marks/v2', { intentType, value: 'Y', customerId });
      expect(added.statusCode).toBe(200);
    }
    expect(await marksOf()).toEqual(expect.arrayContaining(['LONG_DISTANCE', 'VIP', 'SPA_AS']));
  });

  it('refuses a tag outside the set with a plain 400, storing nothing', async () => {
    const refused = await call('SUPER_USER', 'POST', '/api/marks/v2', {
      intentType: 'MADE_UP_TAG',
      value: 'Y',
      customerId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "'MADE_UP_TAG' is not a customer tag: choose one of the 45 tags of the marks list.",
    });
    expect(await marksOf()).not.toContain('MADE_UP_TAG');
  });

  it('still removes a mark of an older tag', async () => {
    await server.db.query("INSERT INTO mark (customer_id, intent_type, value) VALUES ($1, 'OLD_TAG', 'Y')", [
      customerId,
    ]);
    const removed = await call(
      'SUPER_USER',
      'DELETE',
      `/api/marks/v2?intentType=OLD_TAG&customerId=${customerId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await marksOf()).not.toContain('OLD_TAG');
  });
});
