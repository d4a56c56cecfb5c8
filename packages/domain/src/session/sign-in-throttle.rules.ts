/**
 * Sign-in throttling (issue 13, finding 6): wrong passwords are counted per account and per client
 * address in fixed periods; once a key has used its failures, every attempt on it is refused until
 * its period ends. The account key is the typed e-mail, so an unknown address is throttled exactly
 * like a real one and the answer never tells which accounts exist.
 */
export type SignInLimit = {
  /** Wrong passwords allowed in one period. */
  readonly failures: number;
  readonly periodMs: number;
};

/** What is known about one key: how many wrong passwords since its period opened. */
export type SignInFailures = {
  readonly failures: number;
  readonly periodStartedAt: number;
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const SIGN_IN_LIMITS = {
  /** A person who forgot a password tries a handful of times; a script tries thousands. */
  account: { failures: 5, periodMs: FIFTEEN_MINUTES },
  /** One dealership's staff share an address behind its router, so the address allows more. */
  address: { failures: 30, periodMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, SignInLimit>;

const periodEndsAt = (record: SignInFailures, limit: SignInLimit): number =>
  record.periodStartedAt + limit.periodMs;

/** The record after one more wrong password at `now`: counted in the open period, or a new one. */
export function withFailure(record: SignInFailures | null, now: number, limit: SignInLimit): SignInFailures {
  if (record === null || now >= periodEndsAt(record, limit)) return { failures: 1, periodStartedAt: now };
  return { failures: record.failures + 1, periodStartedAt: record.periodStartedAt };
}

/** How long until the key may try again: 0 when it may try now. */
export function signInRetryAfterMs(record: SignInFailures | null, now: number, limit: SignInLimit): number {
  if (record === null || record.failures < limit.failures) return 0;
  return Math.max(0, periodEndsAt(record, limit) - now);
}

/** The message a throttled sign-in gets; whole minutes, rounded up, so it never says "0 minutes". */
export function tooManySignInAttempts(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
