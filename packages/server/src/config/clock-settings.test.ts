import { describe, expect, it } from 'vitest';
import { clockFromEnv } from './clock-settings.js';

describe('clockFromEnv', () => {
  it('is the system clock when unset', () => {
    const now = clockFromEnv({}).now().getTime();
    expect(Math.abs(now - Date.now())).toBeLessThan(1000);
  });

  it('starts at TORQUE_CLOCK_START and runs on', () => {
    const clock = clockFromEnv({ TORQUE_CLOCK_START: '2030-01-02T07:00:00.000Z' });
    const first = clock.now().getTime();
    expect(Math.abs(first - Date.parse('2030-01-02T07:00:00.000Z'))).toBeLessThan(1000);
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(first);
  });

  it('refuses a time it cannot read, naming the variable', () => {
    expect(() => clockFromEnv({ TORQUE_CLOCK_START: 'tomorrow' })).toThrow(/TORQUE_CLOCK_START/);
  });
});
