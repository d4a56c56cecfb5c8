import type { AppError } from '../errors/app-error.js';
import type { ListPage } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { ChatCredentialsTested } from './chat-credentials.rules.js';
import type {
  PhoneNumber,
  PhoneNumberOrder,
  SmsConfigurationValidation,
  SmsProvider,
  StoreMessagingNumbers,
} from './phone-number.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** A number search; spec 2 §7 proposes 10 numbers per request (PHONE_NUMBER_SEARCH_SIZE). */
export type PhoneNumberSearch = {
  readonly areaCode?: string;
  readonly contains?: string;
  readonly country?: string;
  readonly limit?: number;
};

/** Provider settings; which fields apply depends on the provider (Twilio SIDs, Bandwidth accounts). */
export type SmsConfiguration = {
  readonly accountSid?: string;
  readonly authToken?: string;
  readonly accountId?: string;
  readonly applicationId?: string;
  readonly username?: string;
  readonly password?: string;
  readonly phoneNumber?: string;
  readonly messagingType?: 'CHAT' | 'SMS_AND_CALL';
};

export type ChatCredentials = {
  readonly accountSid: string;
  readonly authToken: string;
  readonly serviceSid?: string;
};

/** Messaging phone numbers through three providers and the chat credentials test (spec 2 §2 settings). */
export interface MessagingNumbersGateway {
  availableNumbers(search: PhoneNumberSearch): Answer<ListPage<PhoneNumber>>;
  orderNumber(order: PhoneNumberOrder): Answer<PhoneNumberOrder>;
  validateSmsConfiguration(
    provider: SmsProvider,
    configuration: SmsConfiguration,
  ): Answer<SmsConfigurationValidation>;
  /** 'Successfully Tested', else 'Invalid Credentials.'; a failed call is the twilio connection notice. */
  testChatCredentials(credentials: ChatCredentials): Answer<ChatCredentialsTested>;
  /** The stores in the caller's reach with their numbers (one enterprise's when given). */
  storeNumbers(enterpriseId?: number): Answer<readonly StoreMessagingNumbers[]>;
}
