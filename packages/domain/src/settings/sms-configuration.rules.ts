import type { SmsConfiguration } from './messaging-numbers-gateway.port.js';
import type { SmsProvider } from './phone-number.schema.js';
import { isStoreNumber } from './phone-number-proposals.rules.js';

/** What each provider needs before its settings can be tried (the form shows these fields). */
export const SMS_CONFIGURATION_FIELDS: Readonly<Record<SmsProvider, readonly (keyof SmsConfiguration)[]>> = {
  TWILIO: ['accountSid', 'authToken'],
  BANDWIDTH: ['accountId', 'applicationId', 'username', 'password'],
  LISA: ['phoneNumber', 'messagingType'],
};

/** A Twilio account SID: AC and 32 hexadecimal digits; its auth token: 32 hexadecimal digits. */
export const isTwilioAccountSid = (value: string): boolean => /^AC[0-9a-fA-F]{32}$/.test(value);
export const isTwilioAuthToken = (value: string): boolean => /^[0-9a-fA-F]{32}$/.test(value);

/**
 * Why a provider's settings cannot work as given, in plain words, or null when they are complete and
 * well formed (whether the provider accepts them is for the provider to say).
 */
export function smsConfigurationProblem(
  provider: SmsProvider,
  configuration: SmsConfiguration,
): string | null {
  const missing = SMS_CONFIGURATION_FIELDS[provider].filter((field) => !configuration[field]?.trim());
  if (missing.length > 0) return `Missing ${missing.join(', ')}`;
  if (provider === 'TWILIO') {
    if (!isTwilioAccountSid(configuration.accountSid!.trim()))
      return 'The account SID is AC followed by 32 hexadecimal digits';
    if (!isTwilioAuthToken(configuration.authToken!.trim())) return 'The auth token is 32 hexadecimal digits';
  }
  if (provider === 'BANDWIDTH' && !/^[0-9]{1,10}$/.test(configuration.accountId!.trim()))
    return 'The account id is a number';
  if (provider === 'LISA' && !isStoreNumber(configuration.phoneNumber!.trim()))
    return 'The phone number is +1 followed by 10 digits';
  return null;
}
