/**
 * Sign-in throttling (issue 13, finding 6): wrong passwords are counted per account and per client
 * address in fixed windows; once a key has used its failures, every attempt on it is refused until
 * its window ends. The account key is the typed e-mail, so an unknown address is throttled exactly
 * like a real one and the answer never tells which accounts exist.
 */
export type SignInLimit = {
  /** Wrong passwords allowed in one window. */
  readonly failures: number;
  readonly windowMs: number;
};

/** What is known about one key: how many wrong passwords since its window opened. */
export type SignInFailures = {
  readonly failures: number;
  readonly windowStartedAt: number;
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const SIGN_IN_LIMITS = {
  /** A person who forgot a password tries a handful of times; a script tries thousands. */
  account: { failures: 5, windowMs: FIFTEEN_MINUTES },
  /** One dealership's staff share an address behind its router, so the address allows more. */
  address: { failures: 30, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, SignInLimit>;

const windowEndsAt = (record: SignInFailures, limit: SignInLimit): number =>
  record.windowStartedAt + limit.windowMs;

/** The record after one more wrong password at `now`: counted in the open window, or a new one. */
export function withFailure(record: SignInFailures | null, now: number, limit: SignInLimit): SignInFailures {
  if (record === null || now >= windowEndsAt(record, limit)) return { failures: 1, windowStartedAt: now };
  return { failures: record.failures + 1, windowStartedAt: record.windowStartedAt };
}

/** How long until the key may try again: 0 when it may try now. */
export function signInRetryAfterMs(record: SignInFailures | null, now: number, limit: SignInLimit): number {
  if (record === null || record.failures < limit.failures) return 0;
  return Math.max(0, windowEndsAt(record, limit) - now);
}

/** The message a throttled sign-in gets; whole minutes, rounded up, so it never says "0 minutes". */
export function tooManySignInAttempts(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
