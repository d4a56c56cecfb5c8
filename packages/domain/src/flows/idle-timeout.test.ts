import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_TIMEOUT_MS, idleTimeoutMs } from './idle-timeout.js';

describe('idle timeout', () => {
  it('is 30 minutes unless the installation sets another value', () => {
    expect(idleTimeoutMs({})).toBe(DEFAULT_IDLE_TIMEOUT_MS);
    expect(idleTimeoutMs({ configuredMs: 10 * 60_000 })).toBe(600_000);
    expect(idleTimeoutMs({ configuredMs: Number.NaN })).toBe(DEFAULT_IDLE_TIMEOUT_MS);
  });

  it('takes an override only when it signs out sooner, and never under a second', () => {
    expect(idleTimeoutMs({ overrideMs: 3_000 })).toBe(3_000);
    expect(idleTimeoutMs({ overrideMs: 99 * 60 * 60_000 })).toBe(DEFAULT_IDLE_TIMEOUT_MS);
    expect(idleTimeoutMs({ overrideMs: 5 })).toBe(1_000);
    expect(idleTimeoutMs({ overrideMs: '3000' })).toBe(DEFAULT_IDLE_TIMEOUT_MS);
  });
});
