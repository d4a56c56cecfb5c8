import { fixedClock } from '@torque/domain/testing';
import type { Clock } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error.js';
import { InviteBookingLimit } from './invite-booking-limit.js';

/**
 * The public appointment form's limits as their issue states them: 10 requests per client address per
 * minute, 3 per lead per ten minutes; over either, a 429 that says when to try again.
 */
const MINUTE = 60_000;
const start = Date.parse('2026-12-07T15:00:00Z');
const movable = (): Clock & { at: number } => {
  const clock = { at: start, now: () => new Date(clock.at) };
  return clock;
};

const refusal = (call: () => void): HttpError => {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the request was not refused');
};

describe('the public booking form limits', () => {
  it('takes 10 requests from one address in a minute (for 10 leads) and refuses the 11th', () => {
    const clock = movable();
    const limit = new InviteBookingLimit(clock);
    for (let lead = 1; lead <= 10; lead += 1) limit.check('203.0.113.5', lead);
    clock.at = start + 15_000;
    const refused = refusal(() => limit.check('203.0.113.5', 11));
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toBe('Too many appointment requests. Please try again in 45 seconds.');
    expect(refused.headers).toEqual({ 'Retry-After': '45' });
  });

  it('opens the address again exactly one minute after its first request', () => {
    const clock = movable();
    const limit = new InviteBookingLimit(clock);
    for (let lead = 1; lead <= 10; lead += 1) limit.check('203.0.113.5', lead);
    clock.at = start + MINUTE - 1;
    expect(refusal(() => limit.check('203.0.113.5', 11)).headers).toEqual({ 'Retry-After': '1' });
    clock.at = start + MINUTE;
    expect(() => limit.check('203.0.113.5', 11)).not.toThrow();
  });

  it('takes 3 requests for one lead in ten minutes, from any address, and refuses the 4th in minutes', () => {
    const clock = movable();
    const limit = new InviteBookingLimit(clock);
    limit.check('203.0.113.1', 7);
    limit.check('203.0.113.2', 7);
    limit.check('203.0.113.3', 7);
    clock.at = start + 30_000;
    const refused = refusal(() => limit.check('203.0.113.4', 7));
    expect(refused.message).toBe('Too many appointment requests. Please try again in 10 minutes.');
    expect(refused.headers).toEqual({ 'Retry-After': '570' });
    clock.at = start + 9 * MINUTE + 30_000;
    expect(refusal(() => limit.check('203.0.113.4', 7)).message).toBe(
      'Too many appointment requests. Please try again in 30 seconds.',
    );
    // A minute or more left reads in whole minutes, rounded up.
    clock.at = start + 8 * MINUTE + 59_000;
    expect(refusal(() => limit.check('203.0.113.4', 7)).message).toBe(
      'Too many appointment requests. Please try again in 2 minutes.',
    );
    clock.at = start + 9 * MINUTE;
    expect(refusal(() => limit.check('203.0.113.4', 7)).message).toBe(
      'Too many appointment requests. Please try again in 1 minute.',
    );
    clock.at = start + 10 * MINUTE;
    expect(() => limit.check('203.0.113.4', 7)).not.toThrow();
  });

  it('does not count one lead against another', () => {
    const limit = new InviteBookingLimit(fixedClock('2026-12-07T15:00:00Z'));
    for (let i = 0; i < 3; i += 1) limit.check(`203.0.113.${i}`, 1);
    expect(() => limit.check('203.0.113.9', 2)).not.toThrow();
  });

  it('holds a little over 10,000 windows at most: past that it forgets those ten minutes old or more', () => {
    const clock = movable();
    const limit = new InviteBookingLimit(clock);
    // Each request opens an address window and a lead window.
    for (let i = 0; i < 5_001; i += 1) limit.check(`10.1.${i >> 8}.${i & 255}`, 50_000 + i);
    expect(limit.windowsTracked).toBe(10_002);
    clock.at = start + 10 * MINUTE - 1;
    limit.check('203.0.113.7', 1);
    expect(limit.windowsTracked).toBe(10_004);
    clock.at = start + 10 * MINUTE;
    limit.check('203.0.113.8', 2);
    expect(limit.windowsTracked).toBe(4);
  });

  it('keeps a lead refused while many other addresses book (forgetting only finished windows)', () => {
    const clock = movable();
    const limit = new InviteBookingLimit(clock);
    for (let i = 0; i < 3; i += 1) limit.check('203.0.113.1', 7);
    clock.at = start + 5 * MINUTE;
    for (let i = 0; i < 5_002; i += 1) limit.check(`10.0.${i >> 8}.${i & 255}`, 1_000 + i);
    expect(() => limit.check('203.0.113.1', 7)).toThrow(HttpError);
  });
});
