import { createHmac, timingSafeEqual } from 'node:crypto';

export type FormParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Twilio's request signature: base64(HMAC-SHA1(auth token, URL followed by every POST parameter's
 * name and value, sorted by name; a repeated parameter contributes each value, sorted)). This is the
 * algorithm of Twilio's "Webhooks security" documentation and of `validateRequest` in the twilio
 * package; the tests sign with that package.
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const data = Object.keys(params)
    .sort()
    .reduce((signed, name) => {
      const value = params[name];
      const values = value === undefined ? [] : typeof value === 'string' ? [value] : [...value].sort();
      return signed + values.map((v) => name + v).join('');
    }, url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** The URL with and without the scheme's default port: Twilio may sign either form. */
export function urlVariants(url: string): string[] {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed) return [url];
  const defaultPort = parsed.protocol === 'https:' ? '443' : '80';
  const withPort = parsed.port === '' ? url.replace(parsed.host, `${parsed.hostname}:${defaultPort}`) : url;
  const withoutPort = parsed.port === defaultPort ? url.replace(`:${defaultPort}`, '') : url;
  return [...new Set([url, withPort, withoutPort])];
}

/** Constant-time check of a received signature against every URL Twilio may have signed. */
export function isValidTwilioSignature(
  authToken: string,
  urls: readonly string[],
  params: FormParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const received = Buffer.from(signature);
  return urls.some((url) => {
    const expected = Buffer.from(twilioSignature(authToken, url, params));
    return expected.length === received.length && timingSafeEqual(expected, received);
  });
}
