import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Whether `token` is the configured secret, in time that does not depend on where they differ
 * (both are hashed first, so their lengths do not leak either).
 */
export function isSharedSecret(token: string, secret: string): boolean {
  return secret.length > 0 && timingSafeEqual(digest(token), digest(secret));
}
