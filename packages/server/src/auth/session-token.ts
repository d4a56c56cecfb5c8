import { createHash, randomBytes } from 'node:crypto';

/** Sessions last one working day. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** 32 random bytes, base64url: what the client stores as `authToken`. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
