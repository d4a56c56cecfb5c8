import { systemClock, type Clock } from '@torque/domain';
import type { Database } from '../db/database.js';
import { unauthorized } from '../http/http-error.js';
import type { Schemas } from '../http/contract.js';
import { ACCOUNT_BLOCKED, INVALID_CREDENTIALS, SESSION_EXPIRED } from './auth.messages.js';
import { UNKNOWN_USER_HASH, verifyPassword } from './password.js';
import type { Principal } from './principal.js';
import { SessionCache } from './session-cache.js';
import { SessionRepository } from './session.repository.js';
import { newSessionToken, SESSION_TTL_MS, tokenHash } from './session-token.js';
import { UserRepository, type UserRecord } from './user.repository.js';

export class AuthService {
  private readonly users: UserRepository;
  private readonly sessions: SessionRepository;
  private readonly cache = new SessionCache();
  private readonly signedOut = new Set<(tokenHash: string) => void>();

  constructor(
    db: Database,
    private readonly clock: Clock = systemClock,
  ) {
    this.users = new UserRepository(db);
    this.sessions = new SessionRepository(db);
  }

  async login(email: string, password: string): Promise<Schemas['UserSession']> {
    const user = await this.users.findByEmail(email);
    // Verify even for an unknown e-mail so timing does not tell which accounts exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
    // Said only after the password matched, so it does not tell strangers which accounts are blocked.
    if (user.blocked) throw unauthorized(ACCOUNT_BLOCKED);
    const token = newSessionToken();
    const now = this.clock.now();
    await this.sessions.create(user.id, tokenHash(token), new Date(now.getTime() + SESSION_TTL_MS));
    await this.users.markSignedIn(user.id, now);
    return toUserSession(user, token);
  }

  /** The principal behind a bearer token; 401 when it is missing, unknown, revoked or expired. */
  async authenticate(token: string | null): Promise<Principal> {
    if (!token) throw unauthorized(SESSION_EXPIRED);
    const hash = tokenHash(token);
    const now = this.clock.now();
    const cached = this.cache.lookUp(hash, now.getTime());
    if (cached === 'refused') throw unauthorized(SESSION_EXPIRED);
    if (cached) return cached;
    const principal = await this.sessions.findActive(hash, now);
    if (!principal) {
      this.cache.refuse(hash);
      throw unauthorized(SESSION_EXPIRED);
    }
    this.cache.trust(principal, now.getTime());
    return principal;
  }

  /** Whether the principal's session is still live (long-lived streams re-check it). */
  async isActive(principal: Principal): Promise<boolean> {
    return (await this.sessions.findActive(principal.tokenHash, this.clock.now())) !== null;
  }

  async logout(principal: Principal): Promise<void> {
    this.cache.refuse(principal.tokenHash);
    await this.sessions.revoke(principal.tokenHash, this.clock.now());
    // This instance's open streams end now, without waiting for the database's notification.
    for (const listener of this.signedOut) listener(principal.tokenHash);
  }

  /** Called with the token hash of every session signed out on this instance. */
  onSignedOut(listener: (tokenHash: string) => void): () => void {
    this.signedOut.add(listener);
    return () => this.signedOut.delete(listener);
  }

  /** A session ended elsewhere (another instance's sign-out, a block): refused from now on. */
  forget(tokenHash: string): void {
    this.cache.refuse(tokenHash);
  }
}

function toUserSession(user: UserRecord, authToken: string): Schemas['UserSession'] {
  return {
    authToken,
    roles: [user.role],
    roleDtos: [{ name: user.role }],
    empLevel: user.empLevel,
    tenant: user.tenant,
    enterprise: { id: user.enterpriseId, name: user.enterpriseName },
    userMasterId: user.id,
    // Tenant-mode users belong to their enterprise's tenant; users without a tenant have none.
    tenantId: user.tenant === null ? null : user.enterpriseId,
    officeId: user.storeId,
    divisionId: user.divisionId,
    companyId: user.enterpriseId,
    contactId: user.id,
    realTimeSync: true,
    callingFeature: user.callingFeature,
    colorCode: user.colorCode,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    officeTimeZone: user.officeTimeZone,
  };
}
