import {
  isTwilioAccountSid,
  isTwilioAuthToken,
  proposeNumbers,
  simulatedStock,
  type ChatCredentials,
  type ChatCredentialsTestResponse,
  type PhoneNumber,
  type SmsConfigurationValidation,
} from '@torque/domain';
import { randomInt, randomUUID } from 'node:crypto';
import { NumberProviderRefused, type NumberProvider, type NumberPurchase } from './number-provider.port.js';

/**
 * The embedded setup's number provider (TORQUE_CARRIER=loopback): it stands in for all three
 * providers, proposes numbers of the asked area code from the range reserved for fiction (555-01xx)
 * that Torque does not use yet, and "sells" any of them at once. It calls no one, so settings and chat
 * credentials are judged by their form: a well-formed Twilio pair verifies, anything else does not.
 */
export class SimulatedNumberProvider implements NumberProvider {
  readonly seller = 'simulated' as const;

  sells(): boolean {
    return true;
  }

  async search(areaCode: string, count: number, taken: ReadonlySet<string>): Promise<readonly PhoneNumber[]> {
    // A random starting point, so a second search usually offers other numbers.
    return proposeNumbers(simulatedStock(areaCode), taken, randomInt(100), count).map((phoneNumber) => ({
      phoneNumber,
      friendlyName: `(${phoneNumber.slice(2, 5)}) ${phoneNumber.slice(5, 8)}-${phoneNumber.slice(8)}`,
      locality: null,
      region: null,
    }));
  }

  async buy(phoneNumber: string, taken: ReadonlySet<string>): Promise<NumberPurchase> {
    const areaCode = phoneNumber.slice(2, 5);
    if (!simulatedStock(areaCode).includes(phoneNumber) || taken.has(phoneNumber))
      throw new NumberProviderRefused(`${phoneNumber} is not for sale`);
    return { orderId: `SIM-${randomUUID()}`, status: 'COMPLETE' };
  }

  async verifySmsConfiguration(): Promise<SmsConfigurationValidation> {
    return { valid: true, message: 'Well formed; the embedded setup does not call the provider' };
  }

  async testChatCredentials(credentials: ChatCredentials): Promise<ChatCredentialsTestResponse> {
    const verified = isTwilioAccountSid(credentials.accountSid) && isTwilioAuthToken(credentials.authToken);
    return verified
      ? { accountSidAndAuthTokenVerified: true, testUserAccessToken: `sim-${randomUUID()}` }
      : {
          accountSidAndAuthTokenVerified: false,
          testUserAccessToken: null,
          accountSidAndAuthTokenErrorMessage: 'Authenticate',
        };
  }
}
