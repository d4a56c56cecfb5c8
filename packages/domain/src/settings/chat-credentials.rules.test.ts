import { describe, expect, it } from 'vitest';
import {
  CHAT_CONNECTION_FAILED,
  SUCCESSFULLY_TESTED,
  chatConnectionFailed,
  interpretChatCredentialsTest,
} from './chat-credentials.rules.js';

describe('chat credentials test (spec 2 §4, §8)', () => {
  it("reads verified credentials as 'Successfully Tested' with the test token", () => {
    const answer = { accountSidAndAuthTokenVerified: true, testUserAccessToken: 'tok' };
    expect(interpretChatCredentialsTest(answer)).toEqual({
      ok: true,
      value: { message: SUCCESSFULLY_TESTED, testUserAccessToken: 'tok' },
    });
  });

  it("reads unverified credentials as 'Invalid Credentials.', whatever the server's own message", () => {
    const answer = {
      accountSidAndAuthTokenVerified: false,
      accountSidAndAuthTokenErrorMessage: 'Authenticate',
    };
    expect(interpretChatCredentialsTest(answer)).toEqual({
      ok: false,
      error: { code: 'INVALID_CHAT_CREDENTIALS', message: 'Invalid Credentials.', tone: 'danger' },
    });
  });

  it('words the default failure as the spec does', () => {
    expect(chatConnectionFailed().message).toBe(CHAT_CONNECTION_FAILED);
    expect(CHAT_CONNECTION_FAILED).toBe('Connection to twilio chat failed. Please check twilio credentials.');
  });
});
