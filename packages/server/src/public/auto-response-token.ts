import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an e-mail auto-response link works after it was made. */
export const AUTO_RESPONSE_LINK_DAYS = 30;
export const AUTO_RESPONSE_LINK_LIFETIME_MS = AUTO_RESPONSE_LINK_DAYS * 24 * 60 * 60 * 1000;

export type AutoResponseTokenCheck = 'valid' | 'forged' | 'expired';

const TOKEN = /^([1-9]\d{0,11})\.([0-9a-f]{64})$/;

const signature = (key: string, expiresSeconds: string, secret: string): string =>
  createHmac('sha256', secret).update(`email-auto-response:${key}:${expiresSeconds}`).digest('hex');

/**
 * An auto-response link's token: `<expiry in Unix seconds>.<HMAC-SHA256 hex>` over the message key
 * (the id of the e-mail it answers) and that expiry, with the installation's secret. The expiry sits
 * inside the token, so the link keeps the spec's query names and nothing is stored per link.
 */
export function autoResponseToken(
  key: string,
  secret: string,
  expiresAt: Date = new Date(Date.now() + AUTO_RESPONSE_LINK_LIFETIME_MS),
): string {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return `${expires}.${signature(key, expires, secret)}`;
}

/** Forged (or not ours) before expired: an expiry is only believed once the signature holds. */
export function checkAutoResponseToken(
  token: string,
  key: string,
  secret: string,
  now: Date,
): AutoResponseTokenCheck {
  const parts = TOKEN.exec(token);
  if (!parts) return 'forged';
  const [, expires = '', given = ''] = parts;
  const expected = Buffer.from(signature(key, expires, secret), 'hex');
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) return 'forged';
  return Number(expires) * 1000 > now.getTime() ? 'valid' : 'expired';
}
