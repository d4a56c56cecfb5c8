import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NumberProviderRefused, NumberProviderUnavailable } from '../number-provider.port.js';
import { TwilioNumberProvider } from './number-provider.js';

// The Twilio adapter against a local stand-in for Twilio's REST API: what it asks and how it reads answers.
const SID = `AC${'ab'.repeat(16)}`;
const TOKEN = 'cd'.repeat(16);
const seen: { method: string; url: string; auth: string; body: string }[] = [];
let fake: Server;
let base = '';

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = await read(request);
    seen.push({
      method: request.method!,
      url: request.url!,
      auth: request.headers.authorization ?? '',
      body,
    });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.url!.includes('/AvailablePhoneNumbers/US/Local.json'))
      return json(200, {
        available_phone_numbers: [
          {
            phone_number: '+17185550101',
            friendly_name: '(718) 555-0101',
            locality: 'Brooklyn',
            region: 'NY',
          },
          {
            phone_number: '+17185550102',
            friendly_name: '(718) 555-0102',
            locality: 'Brooklyn',
            region: 'NY',
          },
        ],
      });
    if (request.url!.endsWith('/IncomingPhoneNumbers.json'))
      return body.includes('0199')
        ? json(400, { message: 'Number not available' })
        : json(201, { sid: 'PN123' });
    if (request.url!.startsWith(`/2010-04-01/Accounts/${SID}.json`))
      return json(request.headers.authorization?.startsWith('Basic ') && body === '' ? 200 : 401, {});
    if (request.url!.startsWith('/2010-04-01/Accounts/')) return json(401, { message: 'Authenticate' });
    return json(500, {});
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const provider = () =>
  new TwilioNumberProvider({
    accountSid: SID,
    authToken: TOKEN,
    apiBase: base,
    publicUrl: 'https://torque.example',
  });

describe('the Twilio number provider', () => {
  it('searches the area code with the account credentials and leaves out numbers in use', async () => {
    const found = await provider().search('718', 10, new Set(['+17185550102']));
    expect(found).toEqual([
      { phoneNumber: '+17185550101', friendlyName: '(718) 555-0101', locality: 'Brooklyn', region: 'NY' },
    ]);
    const asked = seen.at(-1)!;
    expect(asked.url).toContain('AreaCode=718');
    expect(asked.url).toContain('PageSize=10');
    expect(asked.auth).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
  });

  it('buys a number pointing its texts at the inbound webhook, and reads a refusal as one', async () => {
    expect(await provider().buy('+17185550101')).toEqual({ orderId: 'PN123', status: 'COMPLETE' });
    const form = new URLSearchParams(seen.at(-1)!.body);
    expect(form.get('PhoneNumber')).toBe('+17185550101');
    expect(form.get('SmsUrl')).toBe('https://torque.example/webhooks/twilio/sms');
    await expect(provider().buy('+17185550199')).rejects.toEqual(
      new NumberProviderRefused('Number not available'),
    );
  });

  it('checks typed-in settings and chat credentials against the account', async () => {
    expect(
      await provider().verifySmsConfiguration('TWILIO', { accountSid: SID, authToken: TOKEN }),
    ).toMatchObject({
      valid: true,
    });
    const other = `AC${'ef'.repeat(16)}`;
    expect(
      await provider().verifySmsConfiguration('TWILIO', { accountSid: other, authToken: TOKEN }),
    ).toMatchObject({
      valid: false,
    });
    expect(await provider().testChatCredentials({ accountSid: other, authToken: TOKEN })).toEqual({
      accountSidAndAuthTokenVerified: false,
      testUserAccessToken: null,
      accountSidAndAuthTokenErrorMessage: 'Authenticate',
    });
  });

  it('reports Twilio out of reach as unavailable, without the credentials in the message', async () => {
    const offline = new TwilioNumberProvider({
      accountSid: SID,
      authToken: TOKEN,
      apiBase: 'http://127.0.0.1:9',
    });
    const failure = await offline.search('718', 10, new Set()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NumberProviderUnavailable);
    expect(String((failure as Error).message)).not.toContain(TOKEN);
  });
});
