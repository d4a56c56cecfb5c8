import type { Clock } from '@torque/domain';
import { HttpError } from '../../http/http-error.js';

/** Public appointment form bookings per client address per minute: a family books a few, a script is stopped. */
export const INVITE_BOOKINGS_PER_ADDRESS = 10;
/** Per lead in ten minutes: one customer never fills a day by resending the form. */
export const INVITE_BOOKINGS_PER_LEAD = 3;
const MINUTE = 60_000;
const TEN_MINUTES = 10 * MINUTE;

const minutes = (count: number) => (count === 1 ? '1 minute' : `${count} minutes`);
export const tooManyBookings = (seconds: number) =>
  `Too many appointment requests. Please try again in ${seconds < 60 ? `${seconds} seconds` : minutes(Math.ceil(seconds / 60))}.`;

type Window = { startedAt: number; count: number };

/**
 * A fixed-window count per key, in this process (as @fastify/rate-limit's default store): enough to stop
 * a script hammering the public form; the invite token already limits who can book at all.
 */
export class InviteBookingLimit {
  readonly #windows = new Map<string, Window>();

  constructor(private readonly clock: Clock) {}

  /** How many windows it holds: finished ones are forgotten once it holds over 10,000. */
  get windowsTracked(): number {
    return this.#windows.size;
  }

  /** Counts one request from `address` for `fsiId`; throws a 429 with Retry-After when over either limit. */
  check(address: string, fsiId: number): void {
    this.#take(`address:${address}`, INVITE_BOOKINGS_PER_ADDRESS, MINUTE);
    this.#take(`lead:${fsiId}`, INVITE_BOOKINGS_PER_LEAD, TEN_MINUTES);
  }

  #take(key: string, max: number, period: number): void {
    const now = this.clock.now().getTime();
    // Stryker disable next-line EqualityOperator: forgetting from 10,000 or from 10,001 windows on bounds memory alike
    if (this.#windows.size > 10_000) this.#forgetOld(now);
    const window = this.#windows.get(key);
    if (!window || now - window.startedAt >= period) {
      this.#windows.set(key, { startedAt: now, count: 1 });
      return;
    }
    if (window.count >= max) {
      const seconds = Math.max(1, Math.ceil((window.startedAt + period - now) / 1000));
      throw new HttpError(429, tooManyBookings(seconds), { 'Retry-After': String(seconds) });
    }
    window.count += 1;
  }

  #forgetOld(now: number): void {
    for (const [key, window] of this.#windows)
      if (now - window.startedAt >= TEN_MINUTES) this.#windows.delete(key);
  }
}
