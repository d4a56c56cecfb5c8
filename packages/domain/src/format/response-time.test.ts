import { describe, expect, it } from 'vitest';
import { formatResponseTime } from './response-time.js';

describe('formatResponseTime (spec 1 §9)', () => {
  it.each([
    [0, 'RT: 0s'],
    [45, 'RT: 45s'],
    [59, 'RT: 59s'],
    [60, 'RT: 1m 0s'],
    [125, 'RT: 2m 5s'],
    [3599, 'RT: 59m 59s'],
    [3600, 'RT: 1h 0m'],
    [3720, 'RT: 1h 2m'],
    [86_399, 'RT: 23h 59m'],
    [86_400, 'RT: 1d 0h'],
    [90_000, 'RT: 1d 1h'],
    [10 * 86_400 + 5 * 3600 + 59, 'RT: 10d 5h'],
  ])('shows %i seconds as %s', (seconds, shown) => {
    expect(formatResponseTime(seconds)).toBe(shown);
  });

  it('drops fractions and shows bad values as 0 seconds', () => {
    expect(formatResponseTime(45.9)).toBe('RT: 45s');
    expect(formatResponseTime(-5)).toBe('RT: 0s');
    expect(formatResponseTime(Number.NaN)).toBe('RT: 0s');
  });
});
