import { describe, expect, it } from 'vitest';
import { swimlaneBridgeSecretFromEnv } from './bridge-secret.js';

describe('swimlaneBridgeSecretFromEnv', () => {
  it('is unset by default: only staff sessions read the bridge', () => {
    expect(swimlaneBridgeSecretFromEnv({})).toBeUndefined();
    expect(swimlaneBridgeSecretFromEnv({ SWIMLANE_BRIDGE_SECRET: '' })).toBeUndefined();
  });

  it('takes a secret of at least 32 characters and refuses a shorter one by name', () => {
    expect(swimlaneBridgeSecretFromEnv({ SWIMLANE_BRIDGE_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
    expect(() => swimlaneBridgeSecretFromEnv({ SWIMLANE_BRIDGE_SECRET: 'x'.repeat(31) })).toThrow(
      /SWIMLANE_BRIDGE_SECRET must be at least 32 characters/,
    );
    // A bearer token is one word: a secret with a space could never be sent.
    expect(() => swimlaneBridgeSecretFromEnv({ SWIMLANE_BRIDGE_SECRET: `${'x'.repeat(32)} y` })).toThrow(
      /SWIMLANE_BRIDGE_SECRET/,
    );
  });
});
