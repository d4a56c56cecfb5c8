import { createHmac, randomUUID } from 'node:crypto';
import { signInByApi } from './api.js';

/** The embedded setup's documented development Twilio token (packages/server config/carrier-settings.ts). */
const DEV_TWILIO_AUTH_TOKEN = 'torque-dev-twilio-token';
const TWILIO_INBOUND = '/webhooks/twilio/sms';

export type DemoPhone = { customerId: number; name: string; phone: string; storePhone: string };

/** One super user's session per app: the simulator's calls need a staff sign-in. */
const simulatorTokens = new Map<string, Promise<string>>();

/** The demo customers' phones, as the simulator lists them (test data lookup only). */
export async function demoPhones(baseUrl: string, search: string): Promise<DemoPhone[]> {
  let token = simulatorTokens.get(baseUrl);
  if (!token) simulatorTokens.set(baseUrl, (token = signInByApi(baseUrl, 'super_user@torque.demo')));
  const response = await fetch(`${baseUrl}/simulator/customers?search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${await token}` },
  });
  if (!response.ok) throw new Error(`simulator customers: ${response.status}`);
  return (await response.json()) as DemoPhone[];
}

/** Twilio's signature: base64 HMAC-SHA1 of the URL then every parameter name and value sorted by name. */
function sign(url: string, params: Readonly<Record<string, string>>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((signed, name) => signed + name + params[name], url);
  return createHmac('sha1', DEV_TWILIO_AUTH_TOKEN).update(data, 'utf8').digest('base64');
}

/** A customer texts the store: posted to the real inbound webhook, signed as Twilio signs it. */
export async function customerTexts(baseUrl: string, phone: DemoPhone, body: string): Promise<void> {
  const params = {
    MessageSid: `SMe2e${randomUUID().replaceAll('-', '')}`,
    AccountSid: 'ACe2e',
    From: phone.phone,
    To: phone.storePhone,
    Body: body,
    NumMedia: '0',
  };
  const response = await fetch(`${baseUrl}${TWILIO_INBOUND}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': sign(`${baseUrl}${TWILIO_INBOUND}`, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  if (!response.ok) throw new Error(`inbound webhook answered ${response.status}: ${await response.text()}`);
}
