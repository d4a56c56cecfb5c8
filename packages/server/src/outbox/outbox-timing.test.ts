import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OUTBOX_TIMING, retryDelayMs } from './outbox-timing.js';

/** The retry rule: the first delay, doubled per attempt up to the cap, each within ±10% jitter. */
const timing = { retryBaseMs: 2_000, retryMaxMs: 600_000 };

describe('the outbox retry backoff', () => {
  afterEach(() => vi.restoreAllMocks());

  const withRandom = (value: number) => vi.spyOn(Math, 'random').mockReturnValue(value);

  it('waits the base delay after the first attempt and doubles it after each further one', () => {
    withRandom(0.5);
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, timing))).toEqual([
      2_000, 4_000, 8_000, 16_000,
    ]);
  });

  it('never waits less than the base delay, even for a row not tried yet', () => {
    withRandom(0.5);
    expect(retryDelayMs(0, timing)).toBe(2_000);
    expect(retryDelayMs(-3, timing)).toBe(2_000);
  });

  it('stops doubling at the cap: exactly at it and far past it', () => {
    withRandom(0.5);
    // 2 s doubled 8 times is 512 s, under the 600 s cap; once more is 1,024 s, over it.
    expect(retryDelayMs(9, timing)).toBe(512_000);
    expect(retryDelayMs(10, timing)).toBe(600_000);
    expect(retryDelayMs(1_000, timing)).toBe(600_000);
    expect(retryDelayMs(1_000, { retryBaseMs: 1, retryMaxMs: Number.MAX_SAFE_INTEGER })).toBe(2 ** 30);
  });

  it('jitters each delay by at most 10% either way', () => {
    withRandom(0);
    expect(retryDelayMs(2, timing)).toBe(3_600);
    withRandom(0.999_999);
    expect(retryDelayMs(2, timing)).toBe(4_400);
  });

  it('defaults to a 2-second first retry capped at 10 minutes, with a 15-second lease renewed every 5', () => {
    expect(DEFAULT_OUTBOX_TIMING).toMatchObject({
      retryBaseMs: 2_000,
      retryMaxMs: 600_000,
      leaseMs: 15_000,
      heartbeatMs: 5_000,
    });
  });
});
