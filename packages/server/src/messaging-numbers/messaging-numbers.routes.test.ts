import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminLogRepository } from '../admin/admin-log.repository.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 20: messaging numbers through the embedded (simulated) number provider, against the demo data.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SID = `AC${'0a'.repeat(16)}`;
const TOKEN = '1f'.repeat(16);

async function post(role: Role, url: string, payload: object) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: await server.signIn(role),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const search = (areaCode: string, role: Role = 'SUPER_USER') =>
  post(role, '/twilio/list-all-phone-numbers', { areaCode });
const numbersOf = (answer: { body: Record<string, unknown> }) =>
  (answer.body['data'] as { phoneNumber: string }[]).map((n) => n.phoneNumber);

async function storeNumbers(storeId: number): Promise<string[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/messaging-numbers/stores',
    headers: await server.signIn('SUPER_ADMIN'),
  });
  expect(response.statusCode).toBe(200);
  const stores = (response.json() as { data: { storeId: number; numbers: { phoneNumber: string }[] }[] })
    .data;
  return stores.find((store) => store.storeId === storeId)!.numbers.map((n) => n.phoneNumber);
}

describe('searching numbers', () => {
  it('proposes 10 numbers of the area code, none of them a number Torque already uses', async () => {
    const answer = await search('718');
    expect(answer.status).toBe(200);
    const proposed = numbersOf(answer);
    expect(proposed).toHaveLength(10);
    expect(new Set(proposed).size).toBe(10);
    expect(proposed.every((n) => /^\+17185550\d{3}$/.test(n))).toBe(true);
    // The demo's Brooklyn store texts from 555-0142 and pools 555-0143.
    expect(proposed).not.toContain('+17185550142');
    expect(proposed).not.toContain('+17185550143');
  });

  it('refuses an area code that is not one, in plain words', async () => {
    for (const areaCode of ['911', '123']) {
      const answer = await search(areaCode);
      expect(answer.status).toBe(400);
      expect(answer.body['message']).toBe('Give a three-digit area code, such as 718.');
    }
    expect((await search('71')).status).toBe(400);
  });

  it('is refused to roles the permission table does not let buy numbers', async () => {
    for (const role of ['SALES_REP', 'ENTERPRISE_ADMIN', 'CORPORATE_ADMIN'] as const) {
      const answer = await search('718', role);
      expect(answer.status).toBe(403);
      expect(answer.body['message']).toBe('Your role may not do this.');
    }
    expect((await search('718', 'SUPER_DATA_ADMIN')).status).toBe(200);
  });
});

describe('buying a number for a store', () => {
  it('assigns the number to the store, records it in the admin log, and routes texts to it to that store', async () => {
    const [number] = numbersOf(await search('303'));
    const order = await post('SUPER_USER', '/twilio/order-phone-number', {
      phoneNumber: number,
      provider: 'TWILIO',
      storeId: 1,
    });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      phoneNumber: number,
      provider: 'TWILIO',
      storeId: 1,
      status: 'COMPLETE',
    });
    expect(String(order.body['orderId'])).toMatch(/^SIM-/);
    expect(await storeNumbers(1)).toContain(number);

    const { entries } = await new AdminLogRepository(server.db).latest({ limit: 5, offset: 0 });
    expect(entries[0]).toMatchObject({
      action: 'manage messaging numbers',
      subject: `Number ${number} for Torque Toyota of Brooklyn`,
      enterpriseId: expect.any(Number),
    });

    const stranger = '+13035559876';
    const inbound = await postTwilio(
      server.app,
      '/webhooks/twilio/sms',
      textFrom(stranger, number!, 'Hello there'),
    );
    expect(inbound.statusCode).toBe(200);
    const [lead] = await server.db.query<{ store_id: number }>(
      `SELECT f.store_id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE c.cellular = $1`,
      [stranger],
    );
    expect(lead?.store_id).toBe(1);

    // Bought once: it is no longer proposed, and a second order is refused.
    expect(numbersOf(await search('303'))).not.toContain(number);
    const again = await post('SUPER_USER', '/twilio/order-phone-number', {
      phoneNumber: number,
      provider: 'TWILIO',
      storeId: 2,
    });
    expect(again.status).toBe(400);
    expect(again.body['message']).toBe('That number is already in use.');
  });

  it('refuses a number the simulated provider does not sell, an unknown store and a malformed number', async () => {
    const notForSale = await post('SUPER_USER', '/twilio/order-phone-number', {
      phoneNumber: '+13035551234',
      provider: 'TWILIO',
      storeId: 1,
    });
    expect(notForSale).toMatchObject({ status: 400, body: { message: '+13035551234 is not for sale' } });
    const noStore = await post('SUPER_USER', '/twilio/order-phone-number', {
      phoneNumber: '+13035550150',
      provider: 'TWILIO',
      storeId: 99_999,
    });
    expect(noStore.status).toBe(404);
    const malformed = await post('SUPER_USER', '/twilio/order-phone-number', {
      phoneNumber: '303-555-0150',
      provider: 'TWILIO',
      storeId: 1,
    });
    expect(malformed.status).toBe(400);
  });
});

describe('provider settings and chat credentials', () => {
  it('says what is missing or malformed, and accepts well-formed settings', async () => {
    expect((await post('SUPER_USER', '/twilio/validate-sms-configuration', {})).body).toEqual({
      valid: false,
      message: 'Missing accountSid, authToken',
    });
    expect(
      (await post('SUPER_USER', '/twilio/validate-sms-configuration', { accountSid: SID, authToken: 'x' }))
        .body,
    ).toMatchObject({ valid: false });
    expect(
      (await post('SUPER_USER', '/twilio/validate-sms-configuration', { accountSid: SID, authToken: TOKEN }))
        .body,
    ).toMatchObject({ valid: true });
    expect(
      (
        await post('SUPER_USER', '/bandwidth/validate-sms-configuration', {
          accountId: '9900001',
          applicationId: 'app',
          username: 'user',
          password: 'pass',
        })
      ).body,
    ).toMatchObject({ valid: true });
  });

  it('validates the message-config path against the numbers the stores text from', async () => {
    const lisa = (phoneNumber: string) =>
      post('SUPER_USER', '/api/lisa/message-config/validate-sms-configuration', {
        phoneNumber,
        messagingType: 'SMS_AND_CALL',
      });
    expect((await lisa('+17185550142')).body).toEqual({
      valid: true,
      message: '+17185550142 is a number of Torque Toyota of Brooklyn',
    });
    expect((await lisa('+12125550199')).body).toMatchObject({ valid: false });
  });

  it('tests chat credentials, never echoing the token', async () => {
    const good = await post('SUPER_ADMIN', '/api/chat/test-credentials', {
      accountSid: SID,
      authToken: TOKEN,
    });
    expect(good.status).toBe(200);
    expect(good.body['accountSidAndAuthTokenVerified']).toBe(true);
    expect(JSON.stringify(good.body)).not.toContain(TOKEN);
    const bad = await post('SUPER_ADMIN', '/api/chat/test-credentials', {
      accountSid: 'AC1',
      authToken: 'nope',
    });
    expect(bad.body).toMatchObject({ accountSidAndAuthTokenVerified: false });
    expect(
      (await post('SALES_REP', '/api/chat/test-credentials', { accountSid: SID, authToken: TOKEN })).status,
    ).toBe(403);
  });
});
