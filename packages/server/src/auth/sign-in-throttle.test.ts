import type { Clock } from '@torque/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-organisation.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { INVALID_CREDENTIALS } from './auth.messages.js';

/** A clock the test moves by hand, so a wait passes in a line. */
const clock: Clock & { at: number } = {
  at: Date.parse('2026-11-24T09:00:00Z'),
  now: (): Date => new Date(clock.at),
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const ATTACKER = '203.0.113.66';
const DEALERSHIP = '198.51.100.7';

describe('sign-in throttling per account and address (issue 28, point 3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.query('DELETE FROM sign_in_failure');
    clock.at += 2 * 60 * MINUTE;
  });

  const login = (email: string, password: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/user/v2/login', payload: { email, password }, remoteAddress });
  const answer = async (email: string, password: string, remoteAddress: string) => {
    const response = await login(email, password, remoteAddress);
    return {
      status: response.statusCode,
      retryAfter: response.headers['retry-after'],
      errors: (response.json() as { errors?: string[] }).errors,
    };
  };
  /** `times` wrong passwords checked from one address, each tried again once its wait is over. */
  const fail = async (email: string, times: number, remoteAddress: string) => {
    const answers = [];
    for (let checked = 0; checked < times;) {
      const wrong = await answer(email, `guess-${answers.length}`, remoteAddress);
      answers.push(wrong);
      if (wrong.status === 401) checked += 1;
      else clock.at += Number(wrong.retryAfter) * SECOND;
    }
    return answers;
  };

  it("keeps the victim's account open to the right password from another address after an attacker's 50 failures", async () => {
    await fail('super_user@torque.demo', 50, ATTACKER);
    const attacker = await answer('super_user@torque.demo', 'guess-51', ATTACKER);
    expect(attacker.status).toBe(429);
    expect(Number(attacker.retryAfter)).toBeGreaterThan(0);
    expect((await login('super_user@torque.demo', DEMO_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it("delays the attacker's pair with a Retry-After that doubles, up to fifteen minutes", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await answer('sales_rep@torque.demo', 'wrong', ATTACKER)).toEqual({
        status: 401,
        retryAfter: undefined,
        errors: [INVALID_CREDENTIALS],
      });
    }
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const refused = await answer('sales_rep@torque.demo', 'wrong', ATTACKER);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.retryAfter));
      clock.at += Number(refused.retryAfter) * SECOND;
      // Once the wait is over the guess is checked (and is wrong): the next wait is twice as long.
      expect((await answer('sales_rep@torque.demo', 'wrong', ATTACKER)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    const refused = await answer('sales_rep@torque.demo', DEMO_PASSWORD, ATTACKER);
    expect(refused).toEqual({
      status: 429,
      retryAfter: '900',
      errors: ['Too many sign-in attempts. Please try again in 15 minutes.'],
    });
  });

  it('answers an unknown e-mail exactly as it answers a real account', async () => {
    const real = await fail('office_user@torque.demo', 7, ATTACKER);
    const unknown = await fail('nobody-here@torque.demo', 7, ATTACKER);
    expect(real.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 401, 429, 401]);
    expect(unknown).toEqual(real);
    expect(real[5]?.errors).toEqual(['Too many sign-in attempts. Please try again in 1 second.']);
  });

  it("lets a dealership's staff sign in from its one address after many typos between them", async () => {
    const staff = [
      'office_manager@torque.demo',
      'office_user@torque.demo',
      'sales_rep@torque.demo',
      'division_manager@torque.demo',
      'corporate_user@torque.demo',
      'corporate_admin@torque.demo',
      'enterprise_user@torque.demo',
      'enterprise_admin@torque.demo',
    ];
    // Thirty-two wrong passwords from one address, four each: typos, not an attack.
    for (const person of staff)
      for (let typo = 0; typo < 4; typo += 1)
        expect((await answer(person, `typo-${typo}`, DEALERSHIP)).status).toBe(401);
    for (const person of staff) expect((await login(person, DEMO_PASSWORD, DEALERSHIP)).statusCode).toBe(200);
    // One colleague who keeps mistyping waits alone.
    await fail('super_admin@torque.demo', 12, DEALERSHIP);
    expect((await answer('super_admin@torque.demo', 'wrong', DEALERSHIP)).status).toBe(429);
    expect((await login('super_user@torque.demo', DEMO_PASSWORD, DEALERSHIP)).statusCode).toBe(200);
  });

  it('holds back every failed pair of an address that sprays twenty accounts, never an account that has not failed there', async () => {
    for (let i = 0; i < 19; i += 1) await fail(`guess${i}@torque.demo`, 1, ATTACKER);
    // Nineteen accounts are typos at a busy address: a second try is checked at once.
    expect((await answer('guess0@torque.demo', 'again', ATTACKER)).status).toBe(401);
    await fail('guess19@torque.demo', 1, ATTACKER);
    expect(await answer('guess1@torque.demo', 'again', ATTACKER)).toEqual({
      status: 429,
      retryAfter: String(15 * 60),
      errors: ['Too many sign-in attempts. Please try again in 15 minutes.'],
    });
    // An account that has not failed from the address is checked, and its right password signs in.
    expect((await answer('guess20@torque.demo', 'wrong', ATTACKER)).status).toBe(401);
    expect((await login('enterprise_user@torque.demo', DEMO_PASSWORD, ATTACKER)).statusCode).toBe(200);
    // Another address is not affected.
    expect((await answer('guess1@torque.demo', 'again', '192.0.2.44')).status).toBe(401);
  });

  it('starts a pair afresh after a right password, and forgets it exactly an hour after its last failure', async () => {
    const manager = 'division_manager@torque.demo';
    await fail(manager, 4, DEALERSHIP);
    expect((await login(manager, DEMO_PASSWORD, DEALERSHIP)).statusCode).toBe(200);
    expect((await fail(manager, 5, DEALERSHIP)).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    // A moment short of an hour: the count goes on (a sixth failure, then a wait of two seconds).
    clock.at += 60 * MINUTE - 1;
    expect((await answer(manager, 'wrong', DEALERSHIP)).status).toBe(401);
    expect((await answer(manager, 'wrong', DEALERSHIP)).retryAfter).toBe('2');
    // An hour after the last failure the pair starts again with five free tries.
    clock.at += 60 * MINUTE;
    expect((await fail(manager, 5, DEALERSHIP)).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await answer(manager, 'wrong', DEALERSHIP)).retryAfter).toBe('1');
  });

  it('counts every one of many parallel wrong passwords of one pair', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => login('super_user@torque.demo', 'wrong', ATTACKER)),
    );
    expect(statuses.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(statuses.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('lets one account sign in many times at once', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => login('corporate_user@torque.demo', DEMO_PASSWORD, DEALERSHIP)),
    );
    expect(statuses.map((r) => r.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('keeps neither the typed e-mail nor the address', async () => {
    await login('someone@example.com', 'wrong', '203.0.113.9');
    const rows = await server.db.query<{ pair_key: string; address_key: string }>(
      'SELECT pair_key, address_key FROM sign_in_failure',
    );
    expect(rows).toHaveLength(1);
    for (const key of [rows[0]!.pair_key, rows[0]!.address_key]) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
