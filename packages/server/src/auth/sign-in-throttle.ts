import { createHash } from 'node:crypto';
import { systemClock, type Clock } from '@torque/domain';
import {
  SIGN_IN_LIMITS,
  signInRetryAfterMs,
  tooManySignInAttempts,
  withFailure,
  withRefund,
  type SignInFailures,
  type SignInLimit,
} from '@torque/domain/session';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { SignInFailureRepository } from './sign-in-failure.repository.js';

type ThrottledKey = {
  readonly key: string;
  readonly limit: SignInLimit;
  readonly kind: 'account' | 'address';
};

/** Records older than this refuse nobody (every window is shorter); they are swept now and then. */
const SWEEP_AFTER_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;

const keyOf = (kind: string, value: string): string =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex');

/**
 * Throttles sign-in per account (the typed e-mail, whether or not it exists) and per client address
 * (issue 13, finding 6). Each attempt is counted before the password is checked, so parallel attempts
 * cannot slip past the limit, and given back when the password was right. A refused attempt is a 429
 * with Retry-After and is answered before any hashing, so a flood costs the server almost nothing.
 */
export class SignInThrottle {
  private readonly failures: SignInFailureRepository;
  private lastSweep = 0;

  constructor(
    db: Database,
    private readonly clock: Clock = systemClock,
  ) {
    this.failures = new SignInFailureRepository(db);
  }

  async guard<T>(email: string, address: string, signIn: () => Promise<T>): Promise<T> {
    const keys: ThrottledKey[] = [
      { kind: 'account', key: keyOf('account', email.trim().toLowerCase()), limit: SIGN_IN_LIMITS.account },
      { kind: 'address', key: keyOf('address', address), limit: SIGN_IN_LIMITS.address },
    ];
    await this.reserve(keys);
    let session: T;
    try {
      session = await signIn();
    } catch (error) {
      // A wrong password keeps its count; anything else (a database hiccup) was not the person's fault.
      if (!(error instanceof HttpError && error.statusCode === 401)) await this.settle(keys, 'refund');
      throw error;
    }
    await this.settle(keys, 'signed-in');
    return session;
  }

  /** Counts the attempt on every key, or refuses it (429) when any key has used its failures. */
  private async reserve(keys: readonly ThrottledKey[]): Promise<void> {
    const now = this.clock.now();
    let retryAfterMs = 0;
    await this.failures.update(
      keys.map((k) => k.key),
      now,
      (records) => {
        const at = now.getTime();
        retryAfterMs = Math.max(
          ...keys.map((k) => signInRetryAfterMs(records.get(k.key) ?? null, at, k.limit)),
        );
        if (retryAfterMs > 0) return new Map();
        return new Map(keys.map((k) => [k.key, withFailure(records.get(k.key) ?? null, at, k.limit)]));
      },
    );
    await this.sweep(now);
    if (retryAfterMs > 0) {
      throw new HttpError(429, tooManySignInAttempts(retryAfterMs), {
        'retry-after': String(Math.ceil(retryAfterMs / 1000)),
      });
    }
  }

  /** After a right password the account starts afresh; the address only gets its count back. */
  private async settle(keys: readonly ThrottledKey[], outcome: 'signed-in' | 'refund'): Promise<void> {
    await this.failures.update(
      keys.map((k) => k.key),
      this.clock.now(),
      (records) => {
        const changed = new Map<string, SignInFailures>();
        for (const k of keys) {
          const record = records.get(k.key);
          if (!record) continue;
          const fresh = outcome === 'signed-in' && k.kind === 'account';
          changed.set(
            k.key,
            fresh ? { failures: 0, windowStartedAt: record.windowStartedAt } : withRefund(record),
          );
        }
        return changed;
      },
    );
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.failures.deleteOlderThan(new Date(now.getTime() - SWEEP_AFTER_MS));
  }
}
