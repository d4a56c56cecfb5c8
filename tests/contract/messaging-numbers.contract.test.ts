import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { MESSAGING_NUMBER_OPERATIONS } from './support/messaging-number-operations.js';

// Issue 20: the messaging-number calls against openapi/, answers and refusals alike.
let server: TestServer;
let auth: Record<string, string>;
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);
const SID = `AC${'12'.repeat(16)}`;
const TOKEN = '34'.repeat(16);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
});
afterAll(() => server?.close());

describe('messaging-number calls keep the contract', () => {
  it('searches, orders and lists numbers', async () => {
    const found = await call('listAvailablePhoneNumbers', { payload: { areaCode: '312' } });
    expect(found.status).toBe(200);
    const [first] = found.body['data'] as { phoneNumber: string }[];
    expect((await call('listAvailablePhoneNumbers', { payload: { areaCode: '12' } })).status).toBe(400);
    const order = await call('orderPhoneNumber', {
      payload: { phoneNumber: first!.phoneNumber, provider: 'BANDWIDTH', storeId: 2 },
    });
    expect(order.status).toBe(200);
    expect(
      (
        await call('orderPhoneNumber', {
          payload: { phoneNumber: first!.phoneNumber, provider: 'TWILIO', storeId: 2 },
        })
      ).status,
    ).toBe(400);
    const stores = await call('getStoreMessagingNumbers');
    expect(JSON.stringify(stores.body)).toContain(first!.phoneNumber);
  });

  it('validates each provider and tests chat credentials', async () => {
    expect(
      (await call('validateTwilioSmsConfiguration', { payload: { accountSid: SID, authToken: TOKEN } })).body,
    ).toMatchObject({ valid: true });
    expect(
      (await call('validateBandwidthSmsConfiguration', { payload: { accountId: '1' } })).body,
    ).toMatchObject({ valid: false });
    expect(
      (
        await call('validateLisaSmsConfiguration', {
          payload: { phoneNumber: '+13125550117', messagingType: 'CHAT' },
        })
      ).body,
    ).toMatchObject({ valid: true });
    expect(
      (await call('testChatCredentials', { payload: { accountSid: SID, authToken: TOKEN } })).body,
    ).toMatchObject({
      accountSidAndAuthTokenVerified: true,
    });
    expect((await call('testChatCredentials', { payload: { accountSid: '' } })).status).toBe(400);
  });

  it('refuses a role without the permission with a documented 403', async () => {
    const salesRep = await server.signIn('SALES_REP');
    expect((await call('getStoreMessagingNumbers', { headers: salesRep })).status).toBe(403);
  });

  it('covers every messaging-number operation', () => {
    expect([...exercised].sort()).toEqual([...MESSAGING_NUMBER_OPERATIONS].sort());
  });
});
