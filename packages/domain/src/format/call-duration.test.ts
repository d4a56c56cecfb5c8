import { describe, expect, it } from 'vitest';
import { formatCallDuration } from './call-duration.js';

describe('formatCallDuration (spec 1 §2: Xhr Ymin Zsec)', () => {
  it.each([
    [0, '0hr 0min 0sec'],
    [45, '0hr 0min 45sec'],
    [125, '0hr 2min 5sec'],
    [3725, '1hr 2min 5sec'],
    [90_061, '25hr 1min 1sec'],
  ])('shows %i seconds as %s', (seconds, shown) => {
    expect(formatCallDuration(seconds)).toBe(shown);
  });

  it('drops fractions and shows bad values as zero', () => {
    expect(formatCallDuration(59.99)).toBe('0hr 0min 59sec');
    expect(formatCallDuration(-1)).toBe('0hr 0min 0sec');
    expect(formatCallDuration(Number.POSITIVE_INFINITY)).toBe('0hr 0min 0sec');
  });
});
