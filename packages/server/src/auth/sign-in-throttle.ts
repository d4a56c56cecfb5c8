import { createHash } from 'node:crypto';
import { systemClock, type Clock } from '@torque/domain';
import {
  SIGN_IN_LIMITS,
  signInRetryAfterMs,
  tooManySignInAttempts,
  withFailure,
  type SignInLimit,
} from '@torque/domain/session';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { SignInFailureRepository } from './sign-in-failure.repository.js';

type ThrottledKey = { readonly key: string; readonly limit: SignInLimit };

/** Records older than this refuse nobody (every window is shorter); they are swept now and then. */
const SWEEP_AFTER_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** Refusals remembered in memory; past this many the oldest are forgotten (the database still knows). */
const REFUSALS_KEPT = 10_000;

const keyOf = (kind: 'account' | 'address', value: string): string =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex');

/**
 * Throttles sign-in per account (the typed e-mail, whether or not it exists) and per client address
 * (issue 13, finding 6). A refused attempt is a 429 with Retry-After, answered before any password
 * hashing. Attempts on one account are checked one after the other on each instance, so a burst of
 * parallel guesses cannot all slip in before the first failures are counted.
 */
export class SignInThrottle {
  private readonly failures: SignInFailureRepository;
  private lastSweep = 0;
  /** The attempt each account's next attempt waits for. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /**
   * Keys this instance has seen refused, with when their window ends: a flood of attempts on them is
   * answered from here, without a database round trip, so it cannot slow everyone else's calls.
   */
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    db: Database,
    private readonly clock: Clock = systemClock,
  ) {
    this.failures = new SignInFailureRepository(db);
  }

  guard<T>(email: string, address: string, signIn: () => Promise<T>): Promise<T> {
    const account = { key: keyOf('account', email.trim().toLowerCase()), limit: SIGN_IN_LIMITS.account };
    const keys = [account, { key: keyOf('address', address), limit: SIGN_IN_LIMITS.address }];
    return this.oneAtATime(account.key, async () => {
      await this.refuseIfThrottled(keys);
      try {
        const session = await signIn();
        await this.failures.delete(account.key);
        return session;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await this.countFailure(keys);
        throw error;
      }
    });
  }

  private async refuseIfThrottled(keys: readonly ThrottledKey[]): Promise<void> {
    const now = this.clock.now().getTime();
    let wait = Math.max(...keys.map((k) => (this.refusedUntil.get(k.key) ?? 0) - now));
    if (wait <= 0) {
      const records = await this.failures.find(keys.map((k) => k.key));
      wait = Math.max(...keys.map((k) => signInRetryAfterMs(records.get(k.key) ?? null, now, k.limit)));
    }
    if (wait > 0) {
      throw new HttpError(429, tooManySignInAttempts(wait), {
        'retry-after': String(Math.ceil(wait / 1000)),
      });
    }
  }

  /** One more wrong password on every key; a key that has now used its failures is remembered. */
  private async countFailure(keys: readonly ThrottledKey[]): Promise<void> {
    const now = this.clock.now();
    const at = now.getTime();
    await this.failures.update(
      keys.map((k) => k.key),
      now,
      (records) =>
        new Map(
          keys.map((k) => {
            const record = withFailure(records.get(k.key) ?? null, at, k.limit);
            const wait = signInRetryAfterMs(record, at, k.limit);
            if (wait > 0) this.remember(k.key, at + wait);
            return [k.key, record];
          }),
        ),
    );
    await this.sweep(at);
  }

  private async oneAtATime<T>(key: string, attempt: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(attempt, attempt);
    const settled = run.catch(() => undefined);
    this.queues.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    }
  }

  private remember(key: string, until: number): void {
    if (this.refusedUntil.size >= REFUSALS_KEPT) {
      const oldest = this.refusedUntil.keys().next();
      if (!oldest.done) this.refusedUntil.delete(oldest.value);
    }
    this.refusedUntil.set(key, until);
  }

  private async sweep(at: number): Promise<void> {
    if (at - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = at;
    for (const [key, until] of this.refusedUntil) if (until <= at) this.refusedUntil.delete(key);
    await this.failures.deleteOlderThan(new Date(at - SWEEP_AFTER_MS));
  }
}
