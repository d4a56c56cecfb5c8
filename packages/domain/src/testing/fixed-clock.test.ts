import { describe, expect, it } from 'vitest';
import { fixedClock } from './fixed-clock.js';

describe('fixedClock', () => {
  it('always answers the same instant, as a fresh Date each time', () => {
    const clock = fixedClock('2025-03-14T15:00:00Z');
    const first = clock.now();
    first.setFullYear(1999);
    expect(clock.now().toISOString()).toBe('2025-03-14T15:00:00.000Z');
  });

  it('refuses something that is not a date-time', () => {
    expect(() => fixedClock('tomorrow')).toThrow('fixedClock needs an ISO date-time');
  });
});
