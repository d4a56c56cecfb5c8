import type {
  ChatCredentials,
  ChatCredentialsTestResponse,
  PhoneNumber,
  SmsConfiguration,
  SmsConfigurationValidation,
  SmsProvider,
} from '@torque/domain';

/** Who really sells the numbers: a real carrier's API, or the embedded setup's simulated provider. */
export type NumberSeller = 'twilio' | 'bandwidth' | 'simulated';

export type NumberPurchase = { readonly orderId: string; readonly status: string };

/** The provider failed or could not be reached: the caller answers 502, nothing was bought. */
export class NumberProviderUnavailable extends Error {
  override readonly name = 'NumberProviderUnavailable';
}

/** The provider refused the request (the number is gone, the account may not buy): a 400 in plain words. */
export class NumberProviderRefused extends Error {
  override readonly name = 'NumberProviderRefused';
}

/**
 * Where messaging numbers come from (issue 20): searching an area code, buying a number, and checking
 * provider settings and chat credentials. Real Twilio and Bandwidth adapters call their REST APIs when
 * that carrier is configured; the simulated provider serves the embedded default. Credentials passed in
 * are used for the one call and never kept or logged.
 */
export interface NumberProvider {
  readonly seller: NumberSeller;
  /** Whether an order naming this provider can be placed here (a real carrier sells only its own). */
  sells(provider: SmsProvider): boolean;
  /** Up to `count` numbers for sale in the area code, none of `taken` (numbers Torque already uses). */
  search(areaCode: string, count: number, taken: ReadonlySet<string>): Promise<readonly PhoneNumber[]>;
  /** Buys the number (it must be for sale); the purchase's id and status. */
  buy(phoneNumber: string, taken: ReadonlySet<string>): Promise<NumberPurchase>;
  /** Asks the provider whether the settings work (they are already complete and well formed). */
  verifySmsConfiguration(
    provider: 'TWILIO' | 'BANDWIDTH',
    configuration: SmsConfiguration,
  ): Promise<SmsConfigurationValidation>;
  /** Twilio chat: verified or not; throws NumberProviderUnavailable when chat cannot be reached. */
  testChatCredentials(credentials: ChatCredentials): Promise<ChatCredentialsTestResponse>;
}
