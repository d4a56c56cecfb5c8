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
  // Stryker disable next-line StringLiteral: Buffer.from's default encoding is utf8; named for the reader.
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** The URL with and without the scheme's default port: Twilio may sign either form. */
export function urlVariants(url: string): string[] {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed) return [url];
  // The URL parser drops a default port (its port is '' then), so whether the text names it is read
  // from the text; any other port is the only form.
  if (parsed.port !== '') return [url];
  const withDefaultPort = `${parsed.hostname}:${parsed.protocol === 'https:' ? '443' : '80'}`;
  return url.includes(`//${withDefaultPort}`)
    ? [url, url.replace(withDefaultPort, parsed.hostname)]
    : [url, url.replace(parsed.hostname, withDefaultPort)];
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
