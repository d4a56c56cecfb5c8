import { createHash } from 'node:crypto';
import { systemClock, type Clock } from '@torque/domain';
import {
  SIGN_IN_THROTTLE,
  signInRetryAfterMs,
  tooManySignInAttempts,
  withFailure,
} from '@torque/domain/session';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { SignInFailureRepository, type SignInFailures } from './sign-in-failure.repository.js';

const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** Refusals remembered in memory; past this many the oldest are forgotten (the database still knows). */
const REFUSALS_KEPT = 10_000;

const hashOf = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Throttles sign-in per account-and-address pair (issue 28, point 3; the rule is the domain's
 * session/sign-in-throttle.rules.ts). The pair's account is the typed e-mail, so an unknown e-mail is
 * throttled exactly like a real one. A refused attempt is a 429 with Retry-After, answered before any
 * password hashing. Attempts of one pair are checked one after the other on each instance, so a burst
 * of parallel guesses cannot all slip in before the first failures are counted.
 */
export class SignInThrottle {
  private readonly failures: SignInFailureRepository;
  private lastSweep = 0;
  /** The attempt each pair's next attempt waits for. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /**
   * Pairs this instance has seen refused, with when their wait ends: a flood of attempts on them is
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
    const pairKey = hashOf(`pair:${email.trim().toLowerCase()}\n${address}`);
    const addressKey = hashOf(`address:${address}`);
    return this.oneAtATime(pairKey, async () => {
      await this.refuseIfThrottled(pairKey, addressKey);
      try {
        const session = await signIn();
        await this.failures.forget(pairKey);
        return session;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401)
          await this.countFailure(pairKey, addressKey);
        throw error;
      }
    });
  }

  private async refuseIfThrottled(pairKey: string, addressKey: string): Promise<void> {
    const now = this.clock.now().getTime();
    let wait = (this.refusedUntil.get(pairKey) ?? 0) - now;
    if (wait <= 0) wait = waitOf(await this.failures.find(pairKey, addressKey, forgetBefore(now)), now);
    if (wait > 0) {
      throw new HttpError(429, tooManySignInAttempts(wait), {
        'retry-after': String(Math.ceil(wait / 1000)),
      });
    }
  }

  /** One more wrong password for the pair; a pair that must now wait is remembered. */
  private async countFailure(pairKey: string, addressKey: string): Promise<void> {
    const now = this.clock.now();
    const at = now.getTime();
    const after = await this.failures.recordFailure(pairKey, addressKey, now, forgetBefore(at), (pair) =>
      withFailure(pair, at),
    );
    const wait = waitOf(after, at);
    if (wait > 0) this.remember(pairKey, at + wait);
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
    await this.failures.deleteOlderThan(forgetBefore(at));
  }
}

const waitOf = (failures: SignInFailures, now: number): number =>
  signInRetryAfterMs(failures.pair, now, failures.failingAccounts);

/** Failures at or before this instant are forgotten (SIGN_IN_THROTTLE.forgetAfterMs). */
const forgetBefore = (now: number): Date => new Date(now - SIGN_IN_THROTTLE.forgetAfterMs);
