import {
  CHAT_CONNECTION_FAILED,
  isAreaCode,
  isStoreNumber,
  PHONE_NUMBER_SEARCH_SIZE,
  smsConfigurationProblem,
  type ChatCredentials,
  type ChatCredentialsTestResponse,
  type Clock,
  type PhoneNumber,
  type PhoneNumberOrder,
  type SmsConfiguration,
  type SmsConfigurationValidation,
  type SmsProvider,
} from '@torque/domain';
import { randomUUID } from 'node:crypto';
import {
  enterpriseReachOf,
  recordAdminAction,
  requireAdminAction,
  requireEnterpriseInReach,
} from '../admin/admin-permission.js';
import type { Principal } from '../auth/principal.js';
import {
  NumberProviderRefused,
  NumberProviderUnavailable,
  type NumberProvider,
  type NumberPurchase,
} from '../carriers/number-provider.port.js';
import type { Database } from '../db/database.js';
import { badRequest, HttpError, notFound } from '../http/http-error.js';
import { MessagingNumberRepository, type StoreNumbers } from './messaging-number.repository.js';

const ACTION = 'manage messaging numbers';
export const STORE_NOT_FOUND = 'No such store.';
export const NUMBER_TAKEN = 'That number is already in use.';
const PROVIDER_DOWN = 'The number provider could not be reached. Nothing was bought; try again.';

/** Runs a provider call, turning its failures into answers: refused is a 400, unreachable a 502. */
async function ask<T>(call: () => Promise<T>, unavailable = PROVIDER_DOWN): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof NumberProviderRefused) throw badRequest(error.message);
    if (error instanceof NumberProviderUnavailable) throw new HttpError(502, unavailable);
    throw error;
  }
}

/**
 * Messaging numbers (issue 20): search an area code (10 proposals), buy a number for a store, check a
 * provider's settings, test chat credentials. Only roles with 'manage messaging numbers' may, within
 * their enterprise reach; a purchase is recorded in the admin log with the assignment it made.
 */
export class MessagingNumbersService {
  constructor(
    private readonly db: Database,
    private readonly provider: NumberProvider,
    private readonly clock: Clock,
  ) {}

  async search(
    principal: Principal,
    areaCode: string | undefined,
    limit: number | undefined,
  ): Promise<PhoneNumber[]> {
    requireAdminAction(principal, ACTION);
    if (!areaCode || !isAreaCode(areaCode)) throw badRequest('Give a three-digit area code, such as 718.');
    const taken = await new MessagingNumberRepository(this.db).numbersInUse(`+1${areaCode}`);
    const count = Math.min(limit ?? PHONE_NUMBER_SEARCH_SIZE, PHONE_NUMBER_SEARCH_SIZE);
    return [...(await ask(() => this.provider.search(areaCode, count, taken)))];
  }

  async order(principal: Principal, order: PhoneNumberOrder): Promise<PhoneNumberOrder> {
    requireAdminAction(principal, ACTION);
    if (order.storeId === undefined) throw badRequest('Choose the store the number is for.');
    if (!isStoreNumber(order.phoneNumber)) throw badRequest('The phone number is +1 followed by 10 digits.');
    const repository = new MessagingNumberRepository(this.db);
    const store = await repository.store(order.storeId);
    if (!store) throw notFound(STORE_NOT_FOUND);
    requireEnterpriseInReach(principal, store.enterpriseId);
    const taken = await repository.numbersInUse(order.phoneNumber);
    if (taken.size > 0) throw badRequest(NUMBER_TAKEN);
    // LISA is the message-config path: a number the dealership already has is registered, not bought.
    const registered = order.provider === 'LISA';
    if (!registered && !this.provider.sells(order.provider))
      throw badRequest(`This installation buys numbers from ${this.provider.seller}, not ${order.provider}.`);
    const purchase: NumberPurchase = registered
      ? { orderId: `LISA-${randomUUID()}`, status: 'REGISTERED' }
      : await ask(() => this.provider.buy(order.phoneNumber, taken));
    const assigned = await this.db.transaction(async (tx) => {
      const done = await new MessagingNumberRepository(tx).assign({
        orderId: purchase.orderId,
        phoneNumber: order.phoneNumber,
        provider: order.provider,
        soldBy: registered ? 'registered' : this.provider.seller,
        storeId: store.id,
        divisionId: order.divisionId ?? null,
        status: purchase.status,
        orderedBy: principal.userId,
        orderedAt: this.clock.now(),
      });
      if (done)
        await recordAdminAction(tx, this.clock, principal, {
          action: ACTION,
          subject: `Number ${order.phoneNumber} for ${store.name}`,
          enterpriseId: store.enterpriseId,
          detail: `${registered ? 'Registered' : `Bought from ${this.provider.seller}`} (${purchase.orderId})`,
        });
      return done;
    });
    if (!assigned) throw badRequest(NUMBER_TAKEN);
    return {
      orderId: purchase.orderId,
      phoneNumber: order.phoneNumber,
      provider: order.provider,
      storeId: store.id,
      ...(order.divisionId ? { divisionId: order.divisionId } : {}),
      status: purchase.status,
    };
  }

  async validate(
    principal: Principal,
    provider: SmsProvider,
    configuration: SmsConfiguration,
  ): Promise<SmsConfigurationValidation> {
    requireAdminAction(principal, ACTION);
    const problem = smsConfigurationProblem(provider, configuration);
    if (problem !== null) return { valid: false, message: problem };
    if (provider === 'LISA') return this.#validateMessageConfig(principal, configuration.phoneNumber!.trim());
    return ask(() => this.provider.verifySmsConfiguration(provider, configuration));
  }

  async testChat(principal: Principal, credentials: ChatCredentials): Promise<ChatCredentialsTestResponse> {
    requireAdminAction(principal, ACTION);
    return ask(() => this.provider.testChatCredentials(credentials), CHAT_CONNECTION_FAILED);
  }

  async storeNumbers(principal: Principal, enterpriseId: number | undefined): Promise<StoreNumbers[]> {
    requireAdminAction(principal, ACTION);
    const reach = enterpriseReachOf(principal);
    if (enterpriseId !== undefined) requireEnterpriseInReach(principal, enterpriseId);
    return new MessagingNumberRepository(this.db).storesWithNumbers(enterpriseId ?? reach);
  }

  /** The message-config path texts from a number Torque routes: one of a store's numbers in reach. */
  async #validateMessageConfig(
    principal: Principal,
    phoneNumber: string,
  ): Promise<SmsConfigurationValidation> {
    const stores = await this.storeNumbers(principal, undefined);
    const owner = stores.find((store) => store.numbers.some((n) => n.phoneNumber === phoneNumber));
    return owner
      ? { valid: true, message: `${phoneNumber} is a number of ${owner.storeName}` }
      : { valid: false, message: `${phoneNumber} is not a number of any of your stores` };
  }
}
