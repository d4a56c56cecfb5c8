import type { Clock } from '@torque/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-organisation.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { INVALID_CREDENTIALS } from './auth.messages.js';

/** A clock the test moves by hand, so a fifteen-minute window passes in a line. */
const clock: Clock & { at: number } = {
  at: Date.parse('2026-11-24T09:00:00Z'),
  now: (): Date => new Date(clock.at),
};
const MINUTE = 60_000;

describe('sign-in throttling (issue 13, finding 6)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.query('DELETE FROM sign_in_failure');
    clock.at += 60 * MINUTE;
  });

  let address = 0;
  const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  const login = (email: string, password: string, remoteAddress = '192.0.2.1') =>
    server.app.inject({ method: 'POST', url: '/user/v2/login', payload: { email, password }, remoteAddress });

  it('refuses the sixth wrong password for one account with a 429 and Retry-After, before checking it', async () => {
    for (let i = 0; i < 5; i += 1) {
      const wrong = await login('sales_rep@torque.demo', 'wrong', nextAddress());
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().errors).toEqual([INVALID_CREDENTIALS]);
    }
    // Even the right password waits: the account's window is used up.
    const refused = await login('sales_rep@torque.demo', DEMO_PASSWORD, nextAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(refused.json().errors).toEqual(['Too many sign-in attempts. Please try again in 15 minutes.']);

    clock.at += 10 * MINUTE;
    const later = await login('Sales_Rep@torque.demo ', 'wrong', nextAddress());
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe(String(5 * 60));

    clock.at += 5 * MINUTE;
    expect((await login('sales_rep@torque.demo', DEMO_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as it answers a real account', async () => {
    const answers = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await login(email, 'wrong', nextAddress())).statusCode);
      const last = await login(email, 'wrong', nextAddress());
      return { statuses, retryAfter: last.headers['retry-after'], body: last.json() };
    };
    const real = await answers('office_user@torque.demo');
    const unknown = await answers('nobody-here@torque.demo');
    expect(real.statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknown).toEqual(real);
  });

  it('throttles one address trying many accounts, whoever they are', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await login(`guess${i}@torque.demo`, 'wrong')).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await login('super_user@torque.demo', DEMO_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('lets a busy office sign in: right passwords do not use up the address', async () => {
    for (let i = 0; i < 40; i += 1) {
      expect((await login('office_manager@torque.demo', DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    }
  });

  it('starts an account afresh after a right password', async () => {
    for (let i = 0; i < 4; i += 1) await login('division_manager@torque.demo', 'wrong', nextAddress());
    expect((await login('division_manager@torque.demo', DEMO_PASSWORD, nextAddress())).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await login('division_manager@torque.demo', 'wrong', nextAddress())).statusCode).toBe(401);
    }
  });

  it('counts every one of many parallel wrong passwords', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => login('super_user@torque.demo', 'wrong', nextAddress())),
    );
    expect(statuses.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(statuses.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('lets one account sign in many times at once', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => login('corporate_user@torque.demo', DEMO_PASSWORD, nextAddress())),
    );
    expect(statuses.map((r) => r.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('keeps neither the typed e-mail nor the address', async () => {
    await login('someone@example.com', 'wrong', '203.0.113.9');
    const rows = await server.db.query<{ key: string }>('SELECT key FROM sign_in_failure');
    expect(rows).toHaveLength(2);
    for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
