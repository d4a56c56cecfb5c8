import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLASSIFIER_TIMEOUT_MS,
  replyClassifierSettingsFromEnv,
} from './reply-classifier-settings.js';

describe('replyClassifierSettingsFromEnv', () => {
  it('is off when TORQUE_CLASSIFIER_URL is unset', () => {
    expect(replyClassifierSettingsFromEnv({})).toBeNull();
    expect(replyClassifierSettingsFromEnv({ TORQUE_CLASSIFIER_URL: '  ' })).toBeNull();
  });

  it('reads a hosted endpoint with its key and timeout', () => {
    expect(
      replyClassifierSettingsFromEnv({
        TORQUE_CLASSIFIER_URL: 'https://api.openai.com/v1/',
        TORQUE_CLASSIFIER_MODEL: 'gpt-4o-mini',
        TORQUE_CLASSIFIER_API_KEY: 'sk-abc',
        TORQUE_CLASSIFIER_TIMEOUT_MS: '3000',
      }),
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      apiKey: 'sk-abc',
      timeoutMs: 3000,
    });
  });

  it('reads a local server without a key, with the default timeout, pasted as the whole endpoint', () => {
    expect(
      replyClassifierSettingsFromEnv({
        TORQUE_CLASSIFIER_URL: 'http://localhost:11434/v1/chat/completions',
        TORQUE_CLASSIFIER_MODEL: 'llama3.1',
      }),
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      apiKey: null,
      timeoutMs: DEFAULT_CLASSIFIER_TIMEOUT_MS,
    });
  });

  it('refuses a half-made configuration, naming the variable', () => {
    const url = { TORQUE_CLASSIFIER_URL: 'http://localhost:8000/v1' };
    expect(() => replyClassifierSettingsFromEnv(url)).toThrow(/TORQUE_CLASSIFIER_MODEL is required/);
    expect(() => replyClassifierSettingsFromEnv({ TORQUE_CLASSIFIER_MODEL: 'gpt-4o-mini' })).toThrow(
      /TORQUE_CLASSIFIER_URL is required with TORQUE_CLASSIFIER_MODEL/,
    );
    expect(() =>
      replyClassifierSettingsFromEnv({
        ...url,
        TORQUE_CLASSIFIER_URL: 'localhost:11434',
        TORQUE_CLASSIFIER_MODEL: 'm',
      }),
    ).toThrow(/TORQUE_CLASSIFIER_URL is not an http\(s\) address/);
    for (const timeout of ['soon', '0', '2.5', '60000'])
      expect(() =>
        replyClassifierSettingsFromEnv({
          ...url,
          TORQUE_CLASSIFIER_MODEL: 'm',
          TORQUE_CLASSIFIER_TIMEOUT_MS: timeout,
        }),
      ).toThrow(/TORQUE_CLASSIFIER_TIMEOUT_MS must be a whole number of milliseconds/);
  });

  it('never repeats the key in its errors', () => {
    const key = 'sk-secret-value-123';
    expect(() =>
      replyClassifierSettingsFromEnv({ TORQUE_CLASSIFIER_URL: 'ftp://x', TORQUE_CLASSIFIER_API_KEY: key }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining(key) }));
  });
});
