import type { Clock } from '@torque/domain';
import { principalOf } from '../auth/authenticate.hook.js';
import type { NumberProvider } from '../carriers/number-provider.port.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { MessagingNumbersService } from './messaging-numbers.service.js';

type MessagingNumberOperation =
  | 'listAvailablePhoneNumbers'
  | 'orderPhoneNumber'
  | 'validateTwilioSmsConfiguration'
  | 'validateBandwidthSmsConfiguration'
  | 'validateLisaSmsConfiguration'
  | 'testChatCredentials'
  | 'getStoreMessagingNumbers';

/** The messaging-number calls of the settings (issue 20), through the configured number provider. */
export function messagingNumberHandlers(deps: {
  readonly db: Database;
  readonly provider: NumberProvider;
  readonly clock: Clock;
}): Pick<OperationHandlers, MessagingNumberOperation> {
  const numbers = new MessagingNumbersService(deps.db, deps.provider, deps.clock);
  return {
    listAvailablePhoneNumbers: async (request) => {
      const data = await numbers.search(principalOf(request), request.body.areaCode, request.body.limit);
      return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
    },
    orderPhoneNumber: async (request) => numbers.order(principalOf(request), request.body),
    validateTwilioSmsConfiguration: async (request) =>
      numbers.validate(principalOf(request), 'TWILIO', request.body),
    validateBandwidthSmsConfiguration: async (request) =>
      numbers.validate(principalOf(request), 'BANDWIDTH', request.body),
    validateLisaSmsConfiguration: async (request) =>
      numbers.validate(principalOf(request), 'LISA', request.body),
    testChatCredentials: async (request) => numbers.testChat(principalOf(request), request.body),
    getStoreMessagingNumbers: async (request) => ({
      data: await numbers.storeNumbers(principalOf(request), request.query.enterpriseId),
    }),
  };
}
