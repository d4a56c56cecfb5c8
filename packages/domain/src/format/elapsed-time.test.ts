import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed-time.js';

describe('formatElapsed (spec 1 §9: seconds, minutes, hours, days, one decimal)', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [45, '45 seconds'],
    [59.9, '59 seconds'],
    [60, '1.0 minutes'],
    [150, '2.5 minutes'],
    [3599, '1.0 hours'],
    [3600, '1.0 hours'],
    [4320, '1.2 hours'],
    [86_399, '1.0 days'],
    [259_200, '3.0 days'],
    [300_000, '3.5 days'],
  ])('shows %d seconds as %s', (seconds, shown) => {
    expect(formatElapsed(seconds)).toBe(shown);
  });

  it('shows bad values as 0 seconds', () => {
    expect(formatElapsed(-3)).toBe('0 seconds');
    expect(formatElapsed(Number.NaN)).toBe('0 seconds');
  });
});
