import {
  ChatCredentialsTestResponseSchema,
  PHONE_NUMBER_SEARCH_SIZE,
  PhoneNumberOrderSchema,
  PhoneNumberPageSchema,
  SmsConfigurationValidationSchema,
  StoreMessagingNumbersListSchema,
  chatConnectionFailed,
  interpretChatCredentialsTest,
  type AppError,
  type ChatCredentials,
  type ChatCredentialsTested,
  type ListPage,
  type MessagingNumbersGateway,
  type PhoneNumber,
  type PhoneNumberOrder,
  type PhoneNumberSearch,
  type Result,
  type SmsConfiguration,
  type SmsConfigurationValidation,
  type SmsProvider,
  type StoreMessagingNumbers,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { withNotice } from './gateway-support.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** Each provider's settings check (spec 2 §7: phone number provisioning through three providers). */
const VALIDATION_PATHS = {
  TWILIO: '/twilio/validate-sms-configuration',
  BANDWIDTH: '/bandwidth/validate-sms-configuration',
  LISA: '/api/lisa/message-config/validate-sms-configuration',
} as const satisfies Record<SmsProvider, string>;

/** Messaging phone numbers and the chat credentials test (openapi tag stores and admin). */
export class HttpMessagingNumbersGateway implements MessagingNumbersGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  /** Spec 2 §7: the search proposes 10 numbers per request; the country defaults to US (the contract's). */
  availableNumbers(search: PhoneNumberSearch): Answer<ListPage<PhoneNumber>> {
    const body = {
      ...search,
      country: search.country ?? 'US',
      limit: search.limit ?? PHONE_NUMBER_SEARCH_SIZE,
    };
    return callApi(
      () => this.client.POST('/twilio/list-all-phone-numbers', { body }),
      PhoneNumberPageSchema,
      this.options,
    );
  }

  orderNumber(order: PhoneNumberOrder): Answer<PhoneNumberOrder> {
    return callApi(
      () => this.client.POST('/twilio/order-phone-number', { body: order }),
      PhoneNumberOrderSchema,
      this.options,
    );
  }

  validateSmsConfiguration(
    provider: SmsProvider,
    configuration: SmsConfiguration,
  ): Answer<SmsConfigurationValidation> {
    return callApi(
      () => this.client.POST(VALIDATION_PATHS[provider], { body: configuration }),
      SmsConfigurationValidationSchema,
      this.options,
    );
  }

  /** 'Successfully Tested' or 'Invalid Credentials.'; a failed call is the twilio connection notice. */
  async testChatCredentials(credentials: ChatCredentials): Answer<ChatCredentialsTested> {
    const answer = withNotice(
      await callApi(
        () => this.client.POST('/api/chat/test-credentials', { body: credentials }),
        ChatCredentialsTestResponseSchema,
        this.options,
      ),
      chatConnectionFailed,
    );
    return answer.ok ? interpretChatCredentialsTest(answer.value) : answer;
  }

  async storeNumbers(enterpriseId?: number): Answer<readonly StoreMessagingNumbers[]> {
    const answer = await callApi(
      () => this.client.GET('/api/messaging-numbers/stores', { params: { query: { enterpriseId } } }),
      StoreMessagingNumbersListSchema,
      this.options,
    );
    return answer.ok ? { ok: true, value: answer.value.data } : answer;
  }
}
