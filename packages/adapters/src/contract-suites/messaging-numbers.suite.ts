import {
  CHAT_CONNECTION_FAILED,
  INVALID_CHAT_CREDENTIALS,
  PHONE_NUMBER_SEARCH_SIZE,
  SUCCESSFULLY_TESTED,
  type MessagingNumbersGateway,
} from '@torque/domain';
import { InMemoryMessagingNumbersGateway, serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type MessagingNumbersSubject = { readonly gateway: MessagingNumbersGateway };

export function numbersServer(): InMemoryMessagingNumbersGateway {
  const server = new InMemoryMessagingNumbersGateway();
  server.forSale = Array.from({ length: 14 }, (_, i) => ({
    phoneNumber: `+1212555${String(1000 + i)}`,
    locality: 'New York',
  }));
  server.forSale.push({ phoneNumber: '+13125550100', locality: 'Chicago' });
  server.chatAccounts.set('AC123', 'secret');
  server.stores = [
    {
      storeId: 7,
      storeName: 'Uptown',
      enterpriseId: 2,
      numbers: [{ phoneNumber: '+12125550007', kind: 'main' }],
    },
    {
      storeId: 8,
      storeName: 'Lakeside',
      enterpriseId: 3,
      numbers: [{ phoneNumber: '+13125550008', kind: 'main' }],
    },
  ];
  return server;
}

export function messagingNumbersContract(
  makeSubject: (server: InMemoryMessagingNumbersGateway) => MessagingNumbersSubject,
): void {
  describe('MessagingNumbersGateway contract', () => {
    it('proposes 10 numbers per search by default, narrowed by area code', async () => {
      const { gateway } = makeSubject(numbersServer());
      const proposed = await gateway.availableNumbers({ areaCode: '212' });
      expect(proposed.ok && proposed.value.data.length).toBe(PHONE_NUMBER_SEARCH_SIZE);
      const chicago = await gateway.availableNumbers({ areaCode: '312', limit: 3 });
      expect(chicago.ok && chicago.value.data.map((n) => n.phoneNumber)).toEqual(['+13125550100']);
    });

    it('orders a number for sale; it is then gone from the search', async () => {
      const { gateway } = makeSubject(numbersServer());
      const order = await gateway.orderNumber({
        phoneNumber: '+13125550100',
        provider: 'TWILIO',
        storeId: 3,
        divisionId: 'DIV004',
      });
      expect(order).toMatchObject({ ok: true, value: { phoneNumber: '+13125550100', status: 'ORDERED' } });
      const again = await gateway.availableNumbers({ areaCode: '312' });
      expect(again.ok && again.value.data).toEqual([]);
      const taken = await gateway.orderNumber({ phoneNumber: '+13125550100', provider: 'TWILIO' });
      expect(taken.ok ? undefined : taken.error.status).toBe(400);
    });

    it("lists each store's numbers, one enterprise's when asked; an order adds to its store's", async () => {
      const { gateway } = makeSubject(numbersServer());
      const uptown = await gateway.storeNumbers(2);
      expect(uptown.ok && uptown.value.map((store) => store.storeName)).toEqual(['Uptown']);
      await gateway.orderNumber({ phoneNumber: '+12125551000', provider: 'TWILIO', storeId: 7 });
      const after = await gateway.storeNumbers();
      expect(after.ok && after.value[0]!.numbers.map((n) => n.phoneNumber)).toEqual([
        '+12125550007',
        '+12125551000',
      ]);
    });

    it('validates SMS settings with each of the three providers', async () => {
      const { gateway } = makeSubject(numbersServer());
      expect(await gateway.validateSmsConfiguration('TWILIO', { accountSid: 'AC1', authToken: 't' })).toEqual(
        {
          ok: true,
          value: { valid: true, message: null },
        },
      );
      const bandwidth = await gateway.validateSmsConfiguration('BANDWIDTH', {
        accountId: '1',
        username: 'u',
      });
      expect(bandwidth).toMatchObject({ ok: true, value: { valid: false } });
      expect(
        await gateway.validateSmsConfiguration('LISA', {
          phoneNumber: '+12125550100',
          messagingType: 'CHAT',
        }),
      ).toMatchObject({
        ok: true,
        value: { valid: true },
      });
    });

    it("tests chat credentials: 'Successfully Tested', 'Invalid Credentials.', or the twilio connection notice", async () => {
      const server = numbersServer();
      const { gateway } = makeSubject(server);
      expect(await gateway.testChatCredentials({ accountSid: 'AC123', authToken: 'secret' })).toEqual({
        ok: true,
        value: { message: SUCCESSFULLY_TESTED, testUserAccessToken: 'token-AC123' },
      });
      const wrong = await gateway.testChatCredentials({ accountSid: 'AC123', authToken: 'guess' });
      expect(wrong.ok ? undefined : wrong.error).toMatchObject({
        message: INVALID_CHAT_CREDENTIALS,
        tone: 'danger',
      });
      server.failNext('testChatCredentials', serverRejection(400, 'twilio unreachable'));
      const failed = await gateway.testChatCredentials({ accountSid: 'AC123', authToken: 'secret' });
      expect(failed.ok ? undefined : failed.error).toMatchObject({
        message: CHAT_CONNECTION_FAILED,
        tone: 'danger',
      });
    });
  });
}
