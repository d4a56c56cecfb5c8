import { PHONE_NUMBER_SEARCH_SIZE } from '../catalog/constants.js';
import type { AppError } from '../errors/app-error.js';
import {
  chatConnectionFailed,
  interpretChatCredentialsTest,
  type ChatCredentialsTested,
} from '../settings/chat-credentials.rules.js';
import type {
  ChatCredentials,
  MessagingNumbersGateway,
  PhoneNumberSearch,
  SmsConfiguration,
} from '../settings/messaging-numbers-gateway.port.js';
import type {
  PhoneNumber,
  PhoneNumberOrder,
  SmsConfigurationValidation,
  SmsProvider,
  StoreMessagingNumbers,
} from '../settings/phone-number.schema.js';
import type { ListPage } from '../shared/list-page.js';
import { err, ok, type Result } from '../shared/result.js';
import { answerOr, inMemoryPage } from './in-memory-page.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof MessagingNumbersGateway;
type Answer<T> = Promise<Result<T, AppError>>;

/** What each provider needs before its settings validate. */
const REQUIRED: Readonly<Record<SmsProvider, readonly (keyof SmsConfiguration)[]>> = {
  TWILIO: ['accountSid', 'authToken'],
  BANDWIDTH: ['accountId', 'applicationId', 'username', 'password'],
  LISA: ['phoneNumber'],
};

/** Messaging numbers in memory: the numbers for sale, the orders placed and the chat accounts known. */
export class InMemoryMessagingNumbersGateway implements MessagingNumbersGateway {
  readonly #failures = new FailureQueue<Operation>();
  forSale: PhoneNumber[] = [];
  readonly orders: PhoneNumberOrder[] = [];
  /** accountSid → authToken of the chat accounts that verify. */
  readonly chatAccounts = new Map<string, string>();
  /** The stores and their numbers; an order adds its number to its store's. */
  stores: StoreMessagingNumbers[] = [];

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  availableNumbers(search: PhoneNumberSearch): Answer<ListPage<PhoneNumber>> {
    const limit = search.limit ?? PHONE_NUMBER_SEARCH_SIZE;
    const found = this.forSale.filter(
      (n) =>
        (search.areaCode === undefined || n.phoneNumber.replace(/^\+1/, '').startsWith(search.areaCode)) &&
        (search.contains === undefined || n.phoneNumber.includes(search.contains)),
    );
    return answerOr(this.#failures.take('availableNumbers'), () => ok(inMemoryPage(found.slice(0, limit))));
  }

  orderNumber(order: PhoneNumberOrder): Answer<PhoneNumberOrder> {
    return answerOr(this.#failures.take('orderNumber'), () => {
      if (!this.forSale.some((n) => n.phoneNumber === order.phoneNumber)) {
        return err(serverRejection(400, `${order.phoneNumber} is not for sale`));
      }
      const placed = { ...order, orderId: `ORD-${this.orders.length + 1}`, status: 'ORDERED' };
      this.forSale = this.forSale.filter((n) => n.phoneNumber !== order.phoneNumber);
      this.orders.push(placed);
      this.stores = this.stores.map((store) =>
        store.storeId === order.storeId
          ? {
              ...store,
              numbers: [...store.numbers, { phoneNumber: order.phoneNumber, kind: 'pool' as const }],
            }
          : store,
      );
      return ok(placed);
    });
  }

  validateSmsConfiguration(
    provider: SmsProvider,
    configuration: SmsConfiguration,
  ): Answer<SmsConfigurationValidation> {
    return answerOr(this.#failures.take('validateSmsConfiguration'), () => {
      const missing = REQUIRED[provider].filter((field) => !configuration[field]);
      return ok(
        missing.length === 0
          ? { valid: true, message: null }
          : { valid: false, message: `Missing ${missing.join(', ')}` },
      );
    });
  }

  async testChatCredentials(credentials: ChatCredentials): Answer<ChatCredentialsTested> {
    const failure = this.#failures.take('testChatCredentials');
    if (failure) return err(failure.code === 'UNAUTHORIZED' ? failure : chatConnectionFailed());
    const verified = this.chatAccounts.get(credentials.accountSid) === credentials.authToken;
    return interpretChatCredentialsTest({
      accountSidAndAuthTokenVerified: verified,
      testUserAccessToken: verified ? `token-${credentials.accountSid}` : null,
      accountSidAndAuthTokenErrorMessage: verified ? null : 'Authenticate',
    });
  }

  storeNumbers(enterpriseId?: number): Answer<readonly StoreMessagingNumbers[]> {
    return answerOr(this.#failures.take('storeNumbers'), () =>
      ok(this.stores.filter((store) => enterpriseId === undefined || store.enterpriseId === enterpriseId)),
    );
  }
}
