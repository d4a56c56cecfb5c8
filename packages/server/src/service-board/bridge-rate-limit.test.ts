import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { BridgeRateLimit } from './bridge-rate-limit.js';

/** The bridge's budget as its issue states it: 600 calls per client per minute, then a 429 with Retry-After. */
const PER_MINUTE = 600;
const MINUTE = 60_000;

const limitAt = (clock: { at: number }) => new BridgeRateLimit(undefined, () => clock.at);

const refusal = (call: () => void): HttpError => {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the call was not refused');
};

const spend = (limit: BridgeRateLimit, client: string, calls: number) => {
  for (let i = 0; i < calls; i += 1) limit.check(client);
};

describe('the swimlane bridge rate limit per client', () => {
  it('lets exactly 600 calls through in a minute and refuses the 601st with a 429 and Retry-After', () => {
    const clock = { at: 0 };
    const limit = limitAt(clock);
    spend(limit, 'board', PER_MINUTE);
    clock.at = 30_000;
    const refused = refusal(() => limit.check('board'));
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toBe('Too many requests. Please try again in 30 seconds.');
    expect(refused.headers).toEqual({ 'Retry-After': '30' });
  });

  it('starts a new minute exactly 60 seconds after the first call, not a millisecond before', () => {
    const clock = { at: 1_000 };
    const limit = limitAt(clock);
    spend(limit, 'board', PER_MINUTE);
    clock.at = 1_000 + MINUTE - 1;
    const refused = refusal(() => limit.check('board'));
    // Under a second left still says one second, never zero.
    expect(refused.headers).toEqual({ 'Retry-After': '1' });
    clock.at = 1_000 + MINUTE;
    expect(() => spend(limit, 'board', PER_MINUTE)).not.toThrow();
    expect(() => limit.check('board')).toThrow(HttpError);
  });

  it('counts each client on its own', () => {
    const clock = { at: 0 };
    const limit = limitAt(clock);
    spend(limit, 'script', PER_MINUTE);
    expect(() => limit.check('script')).toThrow(HttpError);
    expect(() => limit.check('board')).not.toThrow();
  });

  it('keeps a spent budget while many other clients call (forgetting only finished minutes)', () => {
    const clock = { at: 5 * MINUTE };
    const limit = limitAt(clock);
    spend(limit, 'script', PER_MINUTE);
    clock.at = 6 * MINUTE - 1_000;
    for (let i = 0; i < 10_002; i += 1) limit.check(`client-${i}`);
    expect(() => limit.check('script')).toThrow(HttpError);
  });

  it('holds at most a little over 10,000 clients: past that it forgets those whose minute is over', () => {
    const clock = { at: 5 * MINUTE };
    const limit = limitAt(clock);
    for (let i = 0; i < 10_000; i += 1) limit.check(`old-${i}`);
    clock.at = 6 * MINUTE;
    limit.check('new-1');
    expect(limit.clientsTracked).toBe(10_001);
    // Over 10,000: every minute that is over (exactly 60 s old included) goes.
    limit.check('new-2');
    expect(limit.clientsTracked).toBe(2);
  });

  it('forgets nobody whose minute is not over, a millisecond before it is', () => {
    const clock = { at: 5 * MINUTE };
    const limit = limitAt(clock);
    for (let i = 0; i < 10_001; i += 1) limit.check(`old-${i}`);
    clock.at = 6 * MINUTE - 1;
    limit.check('new');
    expect(limit.clientsTracked).toBe(10_002);
  });

  it('defaults to 600 calls a minute', () => {
    const limit = new BridgeRateLimit();
    spend(limit, 'board', PER_MINUTE);
    expect(() => limit.check('board')).toThrow(HttpError);
  });
});
