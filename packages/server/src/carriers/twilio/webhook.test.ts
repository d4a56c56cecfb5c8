import type { FastifyInstance, FastifyRequest } from 'fastify';
import twilioWebhooks from 'twilio/lib/webhooks/webhooks.js';
import { describe, expect, it } from 'vitest';
import type { WebhookSecrets } from '../../config/carrier-settings.js';
import type { Schemas } from '../../http/contract.js';
import { HttpError } from '../../http/http-error.js';
import { firstHeaderValue } from '../webhook-header.js';
import { isValidTwilioSignature, twilioSignature, urlVariants } from './signature.js';
import {
  INVALID_SIGNATURE,
  signedUrl,
  twilioInboundSms,
  twilioSignatureGuard,
  twilioStatusReport,
} from './webhook.js';

// Twilio's webhook rules without a server: the signature (the twilio package is the oracle), the URLs
// Twilio may have signed, the guard that refuses anything unsigned, and what a form means to us.
const TOKEN = 'twilio-auth-token-for-tests';
const URL_SIGNED = 'https://torque.example.com/webhooks/twilio/sms';
const expected = (url: string, params: Record<string, string | string[]>, token = TOKEN): string =>
  twilioWebhooks.getExpectedTwilioSignature(token, url, params);

type FakeRequest = {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  url: string;
  protocol: 'http' | 'https';
  host: string;
};
const request = (change: Partial<FakeRequest> = {}): FakeRequest => ({
  headers: {},
  body: {},
  url: '/webhooks/twilio/sms',
  protocol: 'https',
  host: 'torque.example.com',
  ...change,
});
const secrets = (change: Partial<WebhookSecrets> = {}): WebhookSecrets => ({
  twilioAuthToken: TOKEN,
  bandwidth: null,
  publicUrl: null,
  ...change,
});
/** The guard's answer: 'allowed', or the refusal's status and message. */
async function guard(webhooks: WebhookSecrets, fake: FakeRequest): Promise<string> {
  try {
    await twilioSignatureGuard(webhooks).call(
      {} as FastifyInstance,
      fake as unknown as FastifyRequest,
      {} as never,
    );
    return 'allowed';
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
}
const REFUSED = `403 ${INVALID_SIGNATURE}`;

describe('twilioSignature', () => {
  it('sorts the parameters by name and a repeated one by value, as the twilio package does', () => {
    const params = { To: '+15005550006', Body: 'Hi', From: '+17185551234', MediaUrl: ['b', 'a', 'c'] };
    expect(twilioSignature(TOKEN, URL_SIGNED, params)).toBe(expected(URL_SIGNED, params));
    expect(twilioSignature(TOKEN, URL_SIGNED, { MediaUrl: ['c', 'a', 'b'] })).toBe(
      expected(URL_SIGNED, { MediaUrl: ['a', 'b', 'c'] }),
    );
  });

  it('leaves out a parameter without a value and signs the URL alone for an empty form', () => {
    expect(twilioSignature(TOKEN, URL_SIGNED, { Body: 'Hi', Extra: undefined })).toBe(
      expected(URL_SIGNED, { Body: 'Hi' }),
    );
    expect(twilioSignature(TOKEN, URL_SIGNED, {})).toBe(expected(URL_SIGNED, {}));
  });
});

describe('urlVariants', () => {
  it('adds the default port to a URL without one, for https and http', () => {
    expect(urlVariants('https://torque.example.com/sms?x=1')).toEqual([
      'https://torque.example.com/sms?x=1',
      'https://torque.example.com:443/sms?x=1',
    ]);
    expect(urlVariants('http://localhost/sms')).toEqual(['http://localhost/sms', 'http://localhost:80/sms']);
  });

  it('drops the default port from a URL that has it, and keeps any other port as it is', () => {
    expect(urlVariants('https://torque.example.com:443/sms')).toEqual([
      'https://torque.example.com:443/sms',
      'https://torque.example.com/sms',
    ]);
    expect(urlVariants('http://localhost:80/sms')).toEqual([
      'http://localhost:80/sms',
      'http://localhost/sms',
    ]);
    expect(urlVariants('http://localhost:8080/sms')).toEqual(['http://localhost:8080/sms']);
    expect(urlVariants('https://torque.example.com:80/sms')).toEqual(['https://torque.example.com:80/sms']);
  });

  it('keeps a text that is not a URL as the only variant', () => {
    expect(urlVariants('/webhooks/twilio/sms')).toEqual(['/webhooks/twilio/sms']);
  });
});

describe('isValidTwilioSignature', () => {
  const params = { Body: 'STOP', From: '+17185551234' };
  const good = expected(URL_SIGNED, params);

  it('accepts the signature of any of the URLs Twilio may have signed', () => {
    expect(isValidTwilioSignature(TOKEN, [URL_SIGNED], params, good)).toBe(true);
    expect(isValidTwilioSignature(TOKEN, ['https://other.example.com/sms', URL_SIGNED], params, good)).toBe(
      true,
    );
  });

  it('refuses a missing, empty, truncated, extended or foreign signature', () => {
    expect(isValidTwilioSignature(TOKEN, [URL_SIGNED], params, undefined)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, [URL_SIGNED], params, '')).toBe(false);
    expect(isValidTwilioSignature(TOKEN, [URL_SIGNED], params, good.slice(0, -1))).toBe(false);
    expect(isValidTwilioSignature(TOKEN, [URL_SIGNED], params, `${good}=`)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, [URL_SIGNED], params, expected(URL_SIGNED, params, 'other'))).toBe(
      false,
    );
    expect(isValidTwilioSignature(TOKEN, [URL_SIGNED], { ...params, Body: 'START' }, good)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, [], params, good)).toBe(false);
  });
});

describe('signedUrl', () => {
  const fake = (change: Partial<FakeRequest>) => request(change) as unknown as FastifyRequest;

  it('is PUBLIC_URL (without its trailing slash) followed by the path and query', () => {
    expect(
      signedUrl(fake({ url: '/webhooks/twilio/status?outboxId=3' }), 'https://torque.example.com/'),
    ).toBe('https://torque.example.com/webhooks/twilio/status?outboxId=3');
    expect(signedUrl(fake({ protocol: 'http', host: 'internal:3000' }), 'https://torque.example.com')).toBe(
      'https://torque.example.com/webhooks/twilio/sms',
    );
  });

  it("is the request's own scheme and host without PUBLIC_URL, localhost when it names none", () => {
    expect(signedUrl(fake({ protocol: 'http', host: 'internal:3000' }), null)).toBe(
      'http://internal:3000/webhooks/twilio/sms',
    );
    expect(signedUrl(fake({ host: '' }), null)).toBe('https://localhost/webhooks/twilio/sms');
  });
});

describe('twilioSignatureGuard', () => {
  const form = { Body: 'Is my car ready?', From: '+17185551234', To: '+15005550006' };
  const signedFor = (url: string, body: Record<string, string | string[]> = form) => ({
    headers: { 'x-twilio-signature': expected(url, body) },
    body,
  });

  it('lets through a form signed for the URL Twilio called, with or without the default port', async () => {
    expect(await guard(secrets(), request(signedFor(URL_SIGNED)))).toBe('allowed');
    expect(
      await guard(secrets(), request(signedFor('https://torque.example.com:443/webhooks/twilio/sms'))),
    ).toBe('allowed');
    const media = { ...form, MediaUrl: ['https://x/1', 'https://x/2'] };
    expect(await guard(secrets(), request(signedFor(URL_SIGNED, media)))).toBe('allowed');
  });

  it('checks against PUBLIC_URL when it is set, not the host the request names', async () => {
    const behindProxy = { protocol: 'http' as const, host: 'internal:3000' };
    const webhooks = secrets({ publicUrl: 'https://torque.example.com' });
    expect(await guard(webhooks, request({ ...behindProxy, ...signedFor(URL_SIGNED) }))).toBe('allowed');
    expect(await guard(secrets(), request({ ...behindProxy, ...signedFor(URL_SIGNED) }))).toBe(REFUSED);
  });

  it('reads the first signature of a repeated or listed header', async () => {
    const good = expected(URL_SIGNED, form);
    expect(
      await guard(secrets(), request({ headers: { 'x-twilio-signature': [good, 'x'] }, body: form })),
    ).toBe('allowed');
    expect(
      await guard(secrets(), request({ headers: { 'x-twilio-signature': `${good}, forged` }, body: form })),
    ).toBe('allowed');
  });

  it('refuses an unsigned or forged request, and every request when no auth token is configured', async () => {
    expect(await guard(secrets(), request({ body: form }))).toBe(REFUSED);
    expect(
      await guard(secrets(), request({ ...signedFor(URL_SIGNED), body: { ...form, Body: 'STOP' } })),
    ).toBe(REFUSED);
    expect(await guard(secrets({ twilioAuthToken: null }), request(signedFor(URL_SIGNED)))).toBe(REFUSED);
    expect(await guard(secrets({ twilioAuthToken: '' }), request(signedFor(URL_SIGNED)))).toBe(REFUSED);
  });

  it('signs an absent body as an empty form', async () => {
    const empty = { headers: { 'x-twilio-signature': expected(URL_SIGNED, {}) } };
    expect(await guard(secrets(), request({ ...empty, body: undefined }))).toBe('allowed');
    expect(await guard(secrets(), request({ ...empty, body: null }))).toBe('allowed');
  });

  it('refuses a body that is not a form, even one whose text values would sign', async () => {
    // What the signature would be over the same values as text.
    const asText = (body: Record<string, string | string[]>) => signedFor(URL_SIGNED, body).headers;
    const refusedWith = async (body: unknown, textual: Record<string, string | string[]>) =>
      guard(secrets(), request({ headers: asText(textual), body }));
    expect(await refusedWith({ Body: 'Hi', NumMedia: 0 }, { Body: 'Hi', NumMedia: '0' })).toBe(REFUSED);
    expect(await refusedWith({ MediaUrl: ['a', 1] }, { MediaUrl: ['a', '1'] })).toBe(REFUSED);
    expect(await refusedWith({ Body: { text: 'Hi' } }, { Body: '[object Object]' })).toBe(REFUSED);
    expect(await refusedWith(['Hi'], { 0: 'Hi' })).toBe(REFUSED);
    expect(await refusedWith('Hi', { 0: 'H', 1: 'i' })).toBe(REFUSED);
  });
});

describe('firstHeaderValue', () => {
  it('is the first value, trimmed, of a repeated or comma-separated header, and nothing for blank', () => {
    expect(firstHeaderValue(['a', 'b'])).toBe('a');
    expect(firstHeaderValue(' a , b')).toBe('a');
    expect(firstHeaderValue('a')).toBe('a');
    expect(firstHeaderValue(' , b')).toBeUndefined();
    expect(firstHeaderValue('')).toBeUndefined();
    expect(firstHeaderValue([])).toBeUndefined();
    expect(firstHeaderValue(undefined)).toBeUndefined();
  });
});

describe('twilioInboundSms', () => {
  const base = { MessageSid: 'SM1', From: '+17185551234', To: '+15005550006' };

  it("is the customer's text with its media, MediaUrl0 to MediaUrl(NumMedia - 1), blanks left out", () => {
    const form = {
      ...base,
      Body: 'Photo of the dent',
      NumMedia: '3',
      MediaUrl0: 'https://m/0',
      MediaUrl1: '',
      MediaUrl2: 'https://m/2',
      MediaUrl3: 'https://m/3',
    } as Schemas['TwilioInboundSms'];
    expect(twilioInboundSms(form)).toEqual({
      provider: 'twilio',
      providerMessageId: 'SM1',
      from: '+17185551234',
      to: '+15005550006',
      body: 'Photo of the dent',
      mediaUrls: ['https://m/0', 'https://m/2'],
    });
  });

  it('has no media without NumMedia or with one that is not a number, and an empty body without Body', () => {
    const noCount = { ...base, MediaUrl0: 'https://m/0' } as Schemas['TwilioInboundSms'];
    expect(twilioInboundSms(noCount)).toMatchObject({ body: '', mediaUrls: [] });
    const notANumber = {
      ...base,
      NumMedia: 'Infinity',
      MediaUrl0: 'https://m/0',
    } as Schemas['TwilioInboundSms'];
    expect(twilioInboundSms(notANumber).mediaUrls).toEqual([]);
    const fewerThanCounted = {
      ...base,
      NumMedia: '2',
      MediaUrl1: 'https://m/1',
    } as Schemas['TwilioInboundSms'];
    expect(twilioInboundSms(fewerThanCounted).mediaUrls).toEqual(['https://m/1']);
  });
});

describe('twilioStatusReport', () => {
  const report = (change: Partial<Schemas['TwilioStatusCallback']>) =>
    twilioStatusReport({
      MessageSid: 'SM9',
      MessageStatus: 'undelivered',
      ...change,
    } as Schemas['TwilioStatusCallback']);

  it("words Twilio's common codes for staff, 21610 as the customer's carrier opt-out", () => {
    expect(report({ ErrorCode: '21610', ErrorMessage: 'Attempt to send to unsubscribed recipient' })).toEqual(
      {
        providerMessageId: 'SM9',
        status: 'undelivered',
        error: 'Unsubscribed recipient: the customer opted out of texts with their carrier',
      },
    );
    expect(report({ ErrorCode: '30003' }).error).toBe('Unreachable destination handset');
    expect(report({ ErrorCode: '30005' }).error).toBe('Unknown destination handset');
    expect(report({ ErrorCode: '30006' }).error).toBe('Landline or unreachable carrier');
    expect(report({ ErrorCode: '30007' }).error).toBe('Carrier violation (message filtered)');
    expect(report({ ErrorCode: '30008' }).error).toBe('Unknown error');
  });

  it("keeps Twilio's own message for another code, or names the code, and has no error without one", () => {
    expect(report({ ErrorCode: '30034', ErrorMessage: 'Message blocked' }).error).toBe('Message blocked');
    expect(report({ ErrorCode: '30034' }).error).toBe('Twilio error 30034');
    expect(report({ MessageStatus: 'delivered' })).toEqual({
      providerMessageId: 'SM9',
      status: 'delivered',
      error: null,
    });
  });
});
