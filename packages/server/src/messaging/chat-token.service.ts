import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { systemClock, type Clock } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import type { Schemas } from '../http/contract.js';

/** How long a chat token lets its holder in. */
export const CHAT_TOKEN_TTL_MS = 60 * 60 * 1000;

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Chat tokens (spec 2 §7 'Chat token creation'). The embedded installation has no outside chat
 * provider, so the token is our own: the user's chat identity and an expiry, signed with a key of this
 * process, so a token can be checked (`verify`) without storing it and dies with the process.
 */
export class ChatTokenService {
  private readonly key = randomBytes(32);

  constructor(private readonly clock: Clock = systemClock) {}

  create(principal: Principal): Schemas['ChatToken'] {
    const identity = `torque-user-${principal.userId}`;
    const payload = encode({ sub: identity, exp: this.clock.now().getTime() + CHAT_TOKEN_TTL_MS });
    return { identity, token: `${payload}.${this.sign(payload)}` };
  }

  /** The identity a token names, while it is genuine and unexpired; null otherwise. */
  verify(token: string): string | null {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string; exp: number };
    return claims.exp > this.clock.now().getTime() ? claims.sub : null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
