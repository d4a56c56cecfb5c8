/**
 * Sign-in throttling (issue 28, point 3). Wrong passwords are counted per account-and-address pair:
 * the typed e-mail (whether or not such an account exists, so the answer never tells) together with
 * the client's address. A pair that has used its free failures waits before its next attempt, a
 * wait that doubles with every further failure up to a cap. Nothing here ever holds back an account
 * from an address it has not failed from: a stranger's guesses cannot lock anyone out, and one
 * person's typos do not hold back the rest of a dealership behind the same router.
 *
 * One address failing for many different accounts is a password spray, not a typo: then every pair
 * of that address that has failed waits the longest wait after each failure, while an account that
 * has not failed from the address is still checked (its right password still signs in).
 */
export const SIGN_IN_THROTTLE = {
  /** Wrong passwords a pair may make in a row before it waits. */
  freeFailures: 5,
  /** The wait after the last free failure; it doubles with each failure after it. */
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  /**
   * A pair's failures are forgotten once this long passes without another. Longer than the longest
   * wait, so a guesser who waits out the cap keeps the count (and the cap) instead of starting afresh.
   */
  forgetAfterMs: 60 * 60 * 1000,
  /** Distinct accounts failing from one address (none forgotten yet) that make it a spray. */
  sprayAccounts: 20,
} as const;

/** One pair's wrong passwords: how many in a row, and when the last was. */
export type PairFailures = {
  readonly failures: number;
  readonly lastFailedAt: number;
};

const forgotten = (record: PairFailures, now: number): boolean =>
  now - record.lastFailedAt >= SIGN_IN_THROTTLE.forgetAfterMs;

/** The pair's record after one more wrong password at `now`. */
export function withFailure(record: PairFailures | null, now: number): PairFailures {
  if (record === null || forgotten(record, now)) return { failures: 1, lastFailedAt: now };
  return { failures: record.failures + 1, lastFailedAt: now };
}

/** How long a pair waits after its `failures`-th wrong password in a row: 0 while some are free. */
export function delayAfterFailures(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SIGN_IN_THROTTLE;
  if (failures < freeFailures) return 0;
  // Past 2^20 doublings the cap has long been reached; stop before the number grows unbounded.
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - freeFailures, 20));
}

/** Whether an address failing for this many distinct accounts is spraying passwords. */
export const isPasswordSpray = (failingAccounts: number): boolean =>
  failingAccounts >= SIGN_IN_THROTTLE.sprayAccounts;

/**
 * How long until the pair may try again (0: now). `failingAccounts` is how many distinct accounts
 * have failed from the pair's address and are not forgotten yet.
 */
export function signInRetryAfterMs(
  record: PairFailures | null,
  now: number,
  failingAccounts: number,
): number {
  if (record === null || forgotten(record, now)) return 0;
  const delay = isPasswordSpray(failingAccounts)
    ? SIGN_IN_THROTTLE.maxDelayMs
    : delayAfterFailures(record.failures);
  return Math.max(0, record.lastFailedAt + delay - now);
}

/** The message a throttled sign-in gets: seconds under a minute, else whole minutes, rounded up. */
export function tooManySignInAttempts(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 60) return `Too many sign-in attempts. Please try again in ${plural(seconds, 'second')}.`;
  return `Too many sign-in attempts. Please try again in ${plural(Math.ceil(seconds / 60), 'minute')}.`;
}

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;
