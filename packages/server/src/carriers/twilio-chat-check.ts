import type { ChatCredentials, ChatCredentialsTestResponse } from '@torque/domain';
import { basicAuth } from './carrier-http.js';
import { NumberProviderUnavailable } from './number-provider.port.js';
import { jsonOf, providerRequest, throwIfProviderDown } from './provider-http.js';

export type TwilioApiBases = { readonly api: string; readonly conversations: string };
export const TWILIO_API_BASES: TwilioApiBases = {
  api: 'https://api.twilio.com',
  conversations: 'https://conversations.twilio.com',
};

/**
 * Tests Twilio chat credentials against Twilio: the chat (Conversations) service when one is named,
 * else the account itself. 401 or 404 means Twilio refused them; no test user token is minted, since
 * that takes an API key Torque does not hold.
 */
export async function checkTwilioChat(
  credentials: ChatCredentials,
  bases: TwilioApiBases = TWILIO_API_BASES,
): Promise<ChatCredentialsTestResponse> {
  const url = credentials.serviceSid
    ? `${bases.conversations}/v1/Services/${encodeURIComponent(credentials.serviceSid)}`
    : `${bases.api}/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}.json`;
  const answer = await providerRequest(url, {
    headers: { authorization: basicAuth(credentials.accountSid, credentials.authToken) },
  }).catch(() => {
    throw new NumberProviderUnavailable('Twilio chat could not be reached');
  });
  throwIfProviderDown(answer, 'Twilio');
  if (answer.status >= 200 && answer.status < 300)
    return { accountSidAndAuthTokenVerified: true, testUserAccessToken: null };
  const message = jsonOf(answer.body)['message'];
  return {
    accountSidAndAuthTokenVerified: false,
    testUserAccessToken: null,
    accountSidAndAuthTokenErrorMessage:
      typeof message === 'string' ? message : `Twilio answered ${answer.status}`,
  };
}
