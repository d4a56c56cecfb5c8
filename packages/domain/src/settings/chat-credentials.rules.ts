import { INVALID_CHAT_CREDENTIALS } from '../conversation/conversation-tools.schema.js';
import type { AppError } from '../errors/app-error.js';
import { err, ok, type Result } from '../shared/result.js';
import type { ChatCredentialsTestResponse } from './phone-number.schema.js';

/** Spec 2 §8 chat credentials notices, word for word ('Invalid Credentials.' is the conversation's). */
export const SUCCESSFULLY_TESTED = 'Successfully Tested';
export const CHAT_CONNECTION_FAILED = 'Connection to twilio chat failed. Please check twilio credentials.';

export type ChatCredentialsTested = { readonly message: string; readonly testUserAccessToken: string | null };

/**
 * Spec 2 §4/§8: the test moves from testing to success or failure. Verified credentials are
 * 'Successfully Tested'; unverified ones are 'Invalid Credentials.' (the chat token failure, then reload).
 */
export function interpretChatCredentialsTest(
  answer: ChatCredentialsTestResponse,
): Result<ChatCredentialsTested, AppError> {
  return answer.accountSidAndAuthTokenVerified
    ? ok({ message: SUCCESSFULLY_TESTED, testUserAccessToken: answer.testUserAccessToken ?? null })
    : err({ code: 'INVALID_CHAT_CREDENTIALS', message: INVALID_CHAT_CREDENTIALS, tone: 'danger' });
}

/** The default failure: the test call itself failed. */
export const chatConnectionFailed = (): AppError => ({
  code: 'CHAT_CONNECTION_FAILED',
  message: CHAT_CONNECTION_FAILED,
  tone: 'danger',
});
