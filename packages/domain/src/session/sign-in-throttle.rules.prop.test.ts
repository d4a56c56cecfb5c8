import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/index.js';
import {
  SIGN_IN_LIMITS,
  signInRetryAfterMs,
  tooManySignInAttempts,
  withFailure,
  type SignInFailures,
  type SignInLimit,
} from './sign-in-throttle.rules.js';

const arbLimit = (): fc.Arbitrary<SignInLimit> =>
  fc.record({
    failures: fc.integer({ min: 1, max: 50 }),
    periodMs: fc.integer({ min: 1000, max: 3_600_000 }),
  });

/** Gaps between attempts, in ms: bursts and pauses longer than any period. */
const arbGaps = () => fc.array(fc.integer({ min: 0, max: 4_000_000 }), { minLength: 1, maxLength: 200 });

/**
 * Plays a client that tries at the given times and stops only when refused, the way the server
 * does: a refused attempt is not checked and not counted.
 */
function play(limit: SignInLimit, times: readonly number[]): { checkedAt: number[] } {
  let record: SignInFailures | null = null;
  const checkedAt: number[] = [];
  for (const now of times) {
    if (signInRetryAfterMs(record, now, limit) > 0) continue;
    checkedAt.push(now);
    record = withFailure(record, now, limit);
  }
  return { checkedAt };
}

const timesOf = (gaps: readonly number[]): number[] => {
  let now = 1_700_000_000_000;
  return gaps.map((gap) => (now += gap));
};

describe('sign-in throttling (issue 13, finding 6)', () => {
  it('never checks more wrong passwords than the limit within any one period length', () => {
    fc.assert(
      fc.property(arbLimit(), arbGaps(), (limit, gaps) => {
        const { checkedAt } = play(limit, timesOf(gaps));
        // Fixed periods: any span shorter than a period meets at most two periods' worth.
        return checkedAt.every(
          (start) =>
            checkedAt.filter((t) => t >= start && t < start + limit.periodMs).length <= 2 * limit.failures,
        );
      }),
      propertyConfig(),
    );
  });

  it('refuses the attempt after the limit is used, for no longer than one period', () => {
    fc.assert(
      fc.property(arbLimit(), fc.integer({ min: 0, max: 3_600_000 }), (limit, later) => {
        let record: SignInFailures | null = null;
        const start = 1_700_000_000_000;
        for (let i = 0; i < limit.failures; i += 1) record = withFailure(record, start, limit);
        const wait = signInRetryAfterMs(record, start + later, limit);
        return later < limit.periodMs ? wait === limit.periodMs - later : wait === 0;
      }),
      propertyConfig(),
    );
  });

  it('lets a key that has not used its failures try at once', () => {
    fc.assert(
      fc.property(arbLimit(), fc.integer({ min: 0, max: 49 }), (limit, used) => {
        fc.pre(used < limit.failures);
        let record: SignInFailures | null = null;
        for (let i = 0; i < used; i += 1) record = withFailure(record, 1000, limit);
        return signInRetryAfterMs(record, 1000, limit) === 0;
      }),
      propertyConfig(),
    );
  });

  it('allows a person five tries per account and a shared office thirty per address', () => {
    let record: SignInFailures | null = null;
    for (let i = 0; i < 4; i += 1) record = withFailure(record, 0, SIGN_IN_LIMITS.account);
    expect(signInRetryAfterMs(record, 0, SIGN_IN_LIMITS.account)).toBe(0);
    record = withFailure(record, 0, SIGN_IN_LIMITS.account);
    expect(signInRetryAfterMs(record, 60_000, SIGN_IN_LIMITS.account)).toBe(14 * 60_000);
    expect(SIGN_IN_LIMITS.address.failures).toBeGreaterThan(SIGN_IN_LIMITS.account.failures);
  });

  it('tells the person how many whole minutes to wait, never zero', () => {
    expect(tooManySignInAttempts(1)).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(tooManySignInAttempts(14 * 60_000 + 1)).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
  });
});
