import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret that signs e-mail auto-response links. EMAIL_RESPONSE_SECRET in production; the
 * development value of the embedded setup otherwise (like the carriers' development secrets).
 */
export const DEV_EMAIL_RESPONSE_SECRET = 'torque-dev-email-response-secret';

export const emailResponseSecret = (
  env: Readonly<Record<string, string | undefined>> = process.env,
): string => env['EMAIL_RESPONSE_SECRET'] || DEV_EMAIL_RESPONSE_SECRET;

/**
 * An auto-response link's token: HMAC-SHA256 of the message key (the id of the e-mail it answers)
 * with the server's secret, hex. Nothing is stored per link; the secret is what the server keeps.
 */
export const autoResponseToken = (key: string, secret: string): string =>
  createHmac('sha256', secret).update(`email-auto-response:${key}`).digest('hex');

export function isValidAutoResponseToken(token: string, key: string, secret: string): boolean {
  const expected = Buffer.from(autoResponseToken(key, secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(token) ? Buffer.from(token, 'hex') : null;
  return given !== null && timingSafeEqual(given, expected);
}
