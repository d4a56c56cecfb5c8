import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/index.js';
import { signInRetryAfterMs, withFailure, type PairFailures } from './sign-in-throttle.rules.js';

// Issue 28, point 3: five free wrong passwords, then waits of 1 s, 2 s, 4 s … up to 15 minutes; a
// pair is forgotten after an hour without failures; twenty failing accounts at one address are a spray.
const SECOND = 1000;
const FIFTEEN_MINUTES = 15 * 60 * SECOND;
const HOUR = 60 * 60 * SECOND;
/**
 * The most wrong passwords a pair can have checked in fifteen minutes: the five free ones, then one
 * after each wait of 1, 2, 4 … 256 s (nine, 511 s in all; the next wait, 512 s, ends after 1,023 s).
 */
const MOST_CHECKED_IN_FIFTEEN_MINUTES = 5 + 9;

/** Gaps between attempts, in ms: bursts, and pauses longer than any wait or the forgetting hour. */
const arbGaps = () =>
  fc.array(fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 2 * HOUR })), {
    minLength: 1,
    maxLength: 300,
  });

/** A guesser trying at the given times; a refused attempt is not checked and not counted, as on the server. */
function checkedTimes(times: readonly number[], failingAccounts: number): number[] {
  let record: PairFailures | null = null;
  const checked: number[] = [];
  for (const now of times) {
    if (signInRetryAfterMs(record, now, failingAccounts) > 0) continue;
    checked.push(now);
    record = withFailure(record, now);
  }
  return checked;
}

const timesOf = (gaps: readonly number[]): number[] => {
  let now = Date.parse('2026-11-24T09:00:00Z');
  return gaps.map((gap) => (now += gap));
};

const mostInAnySpan = (times: readonly number[], span: number): number =>
  Math.max(0, ...times.map((start) => times.filter((t) => t >= start && t < start + span).length));

describe('sign-in throttling per account and address (issue 28, point 3)', () => {
  it('checks at most fourteen wrong passwords of one pair in any fifteen minutes, at any pace', () => {
    fc.assert(
      fc.property(arbGaps(), (gaps) => {
        const checked = checkedTimes(timesOf(gaps), 1);
        return mostInAnySpan(checked, FIFTEEN_MINUTES) <= MOST_CHECKED_IN_FIFTEEN_MINUTES;
      }),
      propertyConfig(),
    );
  });

  it('checks at most one wrong password per pair in any fifteen minutes while its address sprays', () => {
    fc.assert(
      fc.property(arbGaps(), fc.integer({ min: 20, max: 10_000 }), (gaps, failingAccounts) => {
        const checked = checkedTimes(timesOf(gaps), failingAccounts);
        return mostInAnySpan(checked, FIFTEEN_MINUTES) <= 1;
      }),
      propertyConfig(),
    );
  });

  it('never makes anyone wait longer than fifteen minutes', () => {
    fc.assert(
      fc.property(arbGaps(), fc.nat({ max: 10_000 }), fc.nat({ max: 2 * HOUR }), (gaps, accounts, later) => {
        let record: PairFailures | null = null;
        for (const now of timesOf(gaps)) record = withFailure(record, now);
        const wait = signInRetryAfterMs(record, record!.lastFailedAt + later, accounts);
        return wait >= 0 && wait <= FIFTEEN_MINUTES;
      }),
      propertyConfig(),
    );
  });

  it('never holds back an account that has not failed from the address', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100_000 }),
        fc.integer(),
        (accounts, now) => signInRetryAfterMs(null, now, accounts) === 0,
      ),
      propertyConfig(),
    );
  });

  it('lets a pair that has waited its wait try again, and counts on while less than an hour passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat({ max: 2 * HOUR }), (failures, later) => {
        let record: PairFailures | null = null;
        for (let i = 0; i < failures; i += 1) record = withFailure(record, 0);
        const next = withFailure(record, later);
        return later < HOUR ? next.failures === failures + 1 : next.failures === 1;
      }),
      propertyConfig(),
    );
  });
});
