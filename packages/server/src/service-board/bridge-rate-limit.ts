import { HttpError } from '../http/http-error.js';

/**
 * Each client address gets a budget on the bridge: a board asks about a dozen times when it opens and
 * twice per card that moves, far below this; a script (even a signed-in one) is stopped.
 */
export const BRIDGE_CALLS_PER_MINUTE = 600;
const WINDOW_MS = 60_000;

export class BridgeRateLimit {
  readonly #windows = new Map<string, { start: number; calls: number }>();

  constructor(
    private readonly perMinute = BRIDGE_CALLS_PER_MINUTE,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many clients' minutes it holds: finished ones are forgotten once it holds over 10,000. */
  get clientsTracked(): number {
    return this.#windows.size;
  }

  /** Counts a call from `client`; a 429 with Retry-After once the minute's budget is spent. */
  check(client: string): void {
    const at = this.now();
    // Stryker disable next-line EqualityOperator: forgetting from 10,000 or from 10,001 clients on bounds memory alike
    if (this.#windows.size > 10_000) this.#forgetOld(at);
    const window = this.#windows.get(client);
    if (!window || at - window.start >= WINDOW_MS) {
      this.#windows.set(client, { start: at, calls: 1 });
      return;
    }
    window.calls += 1;
    if (window.calls > this.perMinute) {
      const seconds = Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000));
      throw new HttpError(429, `Too many requests. Please try again in ${seconds} seconds.`, {
        'Retry-After': String(seconds),
      });
    }
  }

  #forgetOld(at: number): void {
    for (const [client, window] of this.#windows)
      if (at - window.start >= WINDOW_MS) this.#windows.delete(client);
  }
}
