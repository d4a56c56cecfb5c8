import { describe, expect, it } from 'vitest';
import {
  signInRetryAfterMs,
  tooManySignInAttempts,
  withFailure,
  type PairFailures,
} from './sign-in-throttle.rules.js';

// The numbers of issue 28, point 3, written out here rather than read from the rule's constants.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const START = Date.parse('2026-11-24T09:00:00Z');

/** A pair's record after `n` wrong passwords, all at `at`. */
const failed = (n: number, at = START): PairFailures | null => {
  let record: PairFailures | null = null;
  for (let i = 0; i < n; i += 1) record = withFailure(record, at);
  return record;
};

describe('sign-in throttling per account and address (issue 28, point 3)', () => {
  it('lets four wrong passwords in a row try again at once; the fifth waits one second', () => {
    expect(signInRetryAfterMs(failed(4), START, 1)).toBe(0);
    expect(signInRetryAfterMs(failed(5), START, 1)).toBe(SECOND);
    expect(signInRetryAfterMs(failed(5), START + 999, 1)).toBe(1);
    expect(signInRetryAfterMs(failed(5), START + SECOND, 1)).toBe(0);
  });

  it('doubles the wait with every further failure up to fifteen minutes', () => {
    const waits = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 40, 5000].map((n) =>
      signInRetryAfterMs(failed(n), START, 1),
    );
    expect(waits).toEqual(
      [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 15 * 60, 15 * 60, 15 * 60, 15 * 60].map(
        (seconds) => seconds * SECOND,
      ),
    );
  });

  it('forgets a pair exactly one hour after its last failure, not a moment before', () => {
    const record = failed(12)!;
    const hour = 60 * MINUTE;
    expect(withFailure(record, START + hour - 1)).toEqual({ failures: 13, lastFailedAt: START + hour - 1 });
    expect(withFailure(record, START + hour)).toEqual({ failures: 1, lastFailedAt: START + hour });
    expect(signInRetryAfterMs(failed(40), START + hour, 1)).toBe(0);
  });

  it('never holds back an account that has not failed from the address, even during a spray', () => {
    expect(signInRetryAfterMs(null, START, 0)).toBe(0);
    expect(signInRetryAfterMs(null, START, 10_000)).toBe(0);
  });

  it('makes a failed pair wait fifteen minutes from twenty failing accounts at its address, not nineteen', () => {
    expect(signInRetryAfterMs(failed(1), START, 19)).toBe(0);
    expect(signInRetryAfterMs(failed(1), START, 20)).toBe(15 * MINUTE);
    expect(signInRetryAfterMs(failed(1), START + 15 * MINUTE, 20)).toBe(0);
  });

  it('tells the person how long to wait: seconds under a minute, else whole minutes, never zero', () => {
    expect(tooManySignInAttempts(1)).toBe('Too many sign-in attempts. Please try again in 1 second.');
    expect(tooManySignInAttempts(8 * SECOND)).toBe(
      'Too many sign-in attempts. Please try again in 8 seconds.',
    );
    expect(tooManySignInAttempts(59 * SECOND + 1)).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
    expect(tooManySignInAttempts(14 * MINUTE + 1)).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
  });
});
