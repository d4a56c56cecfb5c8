import type { PhoneNumberOrder, PhoneNumberSearch, SmsConfiguration, SmsProvider } from '@torque/domain';
import { CHAT_CONNECTION_FAILED } from '@torque/domain';
import type { InMemoryMessagingNumbersGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { messagingNumbersContract, numbersServer } from '../contract-suites/messaging-numbers.suite.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { fromResult, opsHarness, type OpsHarness, type Routes } from '../test/ops-harness.js';
import { HttpMessagingNumbersGateway } from './messaging-numbers.http.js';

function numbersRoutes(server: InMemoryMessagingNumbersGateway): Routes {
  const validate = (provider: SmsProvider) => async (call: ContractCall) =>
    fromResult(await server.validateSmsConfiguration(provider, call.body as SmsConfiguration));
  return {
    listAvailablePhoneNumbers: async (call) =>
      fromResult(await server.availableNumbers(call.body as PhoneNumberSearch)),
    orderPhoneNumber: async (call) => fromResult(await server.orderNumber(call.body as PhoneNumberOrder)),
    validateTwilioSmsConfiguration: validate('TWILIO'),
    validateBandwidthSmsConfiguration: validate('BANDWIDTH'),
    validateLisaSmsConfiguration: validate('LISA'),
    getStoreMessagingNumbers: async (call) => {
      const enterpriseId = call.query['enterpriseId'];
      const listed = await server.storeNumbers(enterpriseId === undefined ? undefined : Number(enterpriseId));
      return listed.ok ? { body: { data: listed.value } } : fromResult(listed);
    },
    /** The server answers the raw test response (spec 2 §3); the adapter reads it. */
    testChatCredentials: async (call) => {
      const { accountSid, authToken } = call.body as { accountSid: string; authToken: string };
      const tested = await server.testChatCredentials({ accountSid, authToken });
      if (!tested.ok && tested.error.code === 'CHAT_CONNECTION_FAILED') return fromResult(tested);
      return {
        body: {
          accountSidAndAuthTokenVerified: tested.ok,
          testUserAccessToken: tested.ok ? tested.value.testUserAccessToken : null,
          accountSidAndAuthTokenErrorMessage: tested.ok ? null : 'Authenticate',
        },
      };
    },
  };
}

let harness: OpsHarness | undefined;
function subject(server: InMemoryMessagingNumbersGateway) {
  harness = opsHarness(numbersRoutes(server));
  return { gateway: new HttpMessagingNumbersGateway(harness.api, harness.options), harness };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

messagingNumbersContract(subject);

describe('HttpMessagingNumbersGateway on the wire', () => {
  it('reaches all 6 messaging-number operations; the search asks for 10 US numbers', async () => {
    const { gateway, harness: h } = subject(numbersServer());
    await gateway.availableNumbers({ contains: '555' });
    await gateway.orderNumber({ phoneNumber: '+12125551000', provider: 'BANDWIDTH' });
    for (const provider of ['TWILIO', 'BANDWIDTH', 'LISA'] as const) {
      await gateway.validateSmsConfiguration(provider, { phoneNumber: '+12125550100' });
    }
    await gateway.testChatCredentials({ accountSid: 'AC123', authToken: 'secret', serviceSid: 'IS1' });
    expect(new Set(h.operationIds()).size).toBe(6);
    expect(h.callsOf('listAvailablePhoneNumbers')[0]?.body).toEqual({
      contains: '555',
      country: 'US',
      limit: 10,
    });
  });

  it('reads an unreachable server as the twilio connection notice, but a 401 still signs out', async () => {
    const { gateway, harness: h } = subject(numbersServer());
    h.raw(502, { statusCode: 502, message: 'Bad gateway', errors: [] });
    const failed = await gateway.testChatCredentials({ accountSid: 'AC1', authToken: 't' });
    expect(failed.ok ? '' : failed.error.message).toBe(CHAT_CONNECTION_FAILED);
    h.raw(401, { statusCode: 401, message: 'Unauthorized', errors: [] });
    const signedOut = await gateway.testChatCredentials({ accountSid: 'AC1', authToken: 't' });
    expect([signedOut.ok ? '' : signedOut.error.code, h.signOuts.length]).toEqual(['UNAUTHORIZED', 1]);
    h.raw(200, { valid: 'yes' });
    const malformed = await gateway.validateSmsConfiguration('LISA', {});
    expect(malformed.ok ? '' : malformed.error.message).toContain('(valid)');
  });
});
