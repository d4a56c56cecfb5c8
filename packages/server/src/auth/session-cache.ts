import type { Principal } from './principal.js';

/**
 * A verified session is trusted for this long without asking the database again (one query less on
 * every call). Sign-out and blocking take effect at once: on this instance directly, on the others
 * through the database's notification (realtime/session-end-listener.ts), both calling `refuse`.
 */
export const SESSION_CACHE_MS = 5000;
/** Each map is emptied when it reaches this size, so neither grows without bound. */
const CACHE_SIZE = 10_000;

/**
 * What this instance knows of session tokens, by token hash: live sessions it verified lately, and
 * tokens it refused. A refused token never becomes valid again (sign-in always makes a new token;
 * a revoked or expired session stays so), so it is refused from memory, without a query: a client
 * retrying a dead token, or anyone trying made-up ones, costs a lookup. Kept apart from the live
 * ones, so a flood of made-up tokens empties only the refused map.
 */
export class SessionCache {
  private readonly live = new Map<string, { readonly principal: Principal; readonly until: number }>();
  private readonly refused = new Set<string>();

  /** The principal of a lately verified session, 'refused', or undefined: ask the database. */
  lookUp(tokenHash: string, now: number): Principal | 'refused' | undefined {
    if (this.refused.has(tokenHash)) return 'refused';
    const entry = this.live.get(tokenHash);
    return entry && entry.until > now ? entry.principal : undefined;
  }

  trust(principal: Principal, now: number): void {
    if (this.live.size >= CACHE_SIZE) this.live.clear();
    this.live.set(principal.tokenHash, { principal, until: now + SESSION_CACHE_MS });
  }

  /** The token is dead for good (unknown, expired, signed out, its user blocked). */
  refuse(tokenHash: string): void {
    this.live.delete(tokenHash);
    if (this.refused.size >= CACHE_SIZE) this.refused.clear();
    this.refused.add(tokenHash);
  }
}
