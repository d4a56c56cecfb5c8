import {
  employeeLevelFor,
  roleNeedsStore,
  userAdminRefusal,
  type Clock,
  type UserAdminAct,
  type UserUpdate,
} from '@torque/domain';
import { recordAdminAction, requireAdminAction } from '../admin/admin-permission.js';
import type { Principal } from '../auth/principal.js';
import { SessionRepository } from '../auth/session.repository.js';
import type { Database, Queryable } from '../db/database.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import { UserAdminRepository, type UserChange, type UserSubject } from './user-admin.repository.js';
import { checkedEmail, checkedName } from './user-input.js';

const REFUSED_WITH_400 = new Set(['yourself', 'not-a-guest']);

export const subjectName = (user: Pick<UserSubject, 'firstName' | 'lastName' | 'email'>): string =>
  `${user.firstName} ${user.lastName} (${user.email})`;

/**
 * Changes to one user (issue 20): each checked against the domain's user-admin rules, made and
 * recorded in the admin log in one transaction. `onSessionsEnded` hears the token hashes a block
 * revoked, so this instance stops trusting them before the database's notification arrives.
 */
export class UserAdminService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly onSessionsEnded: (tokenHashes: readonly string[]) => void = () => undefined,
  ) {}

  async block(principal: Principal, userId: number): Promise<void> {
    requireAdminAction(principal, 'block users');
    const ended = await this.db.transaction(async (tx) => {
      const user = await this.subjectFor(tx, principal, userId, { kind: 'block' });
      const now = this.clock.now();
      await new UserAdminRepository(tx).setBlocked(userId, now);
      const hashes = await new SessionRepository(tx).revokeAllOf(userId, now);
      await recordAdminAction(tx, this.clock, principal, {
        action: 'block users',
        subject: subjectName(user),
        enterpriseId: user.enterpriseId,
        detail: `Blocked; ${hashes.length} open session(s) ended.`,
      });
      return hashes;
    });
    this.onSessionsEnded(ended);
  }

  async unblock(principal: Principal, userId: number): Promise<void> {
    requireAdminAction(principal, 'block users');
    await this.db.transaction(async (tx) => {
      const user = await this.subjectFor(tx, principal, userId, { kind: 'unblock' });
      await new UserAdminRepository(tx).setBlocked(userId, null);
      await recordAdminAction(tx, this.clock, principal, {
        action: 'block users',
        subject: subjectName(user),
        enterpriseId: user.enterpriseId,
        detail: 'Unblocked.',
      });
    });
  }

  async deleteGuest(principal: Principal, userId: number): Promise<void> {
    requireAdminAction(principal, 'delete guests');
    await this.db.transaction(async (tx) => {
      const user = await this.subjectFor(tx, principal, userId, { kind: 'delete-guest' });
      if (!(await new UserAdminRepository(tx).deleteGuest(userId)))
        throw badRequest(
          'This guest already has records in Torque and cannot be deleted; block them instead.',
        );
      await recordAdminAction(tx, this.clock, principal, {
        action: 'delete guests',
        subject: subjectName(user),
        enterpriseId: user.enterpriseId,
        detail: 'Deleted.',
      });
    });
  }

  async update(principal: Principal, update: UserUpdate): Promise<void> {
    requireAdminAction(principal, 'change users');
    if (update.roles !== undefined && update.roles.length !== 1)
      throw badRequest('roles must name exactly one role.');
    const role = update.roles?.[0];
    const email = update.email === undefined ? undefined : checkedEmail(update.email);
    const firstName = update.firstName === undefined ? undefined : checkedName(update.firstName, 'firstName');
    const lastName = update.lastName === undefined ? undefined : checkedName(update.lastName, 'lastName');
    await this.db.transaction(async (tx) => {
      const users = new UserAdminRepository(tx);
      const user = await this.subjectFor(tx, principal, update.userMasterId, {
        kind: 'change',
        ...(role ? { role } : {}),
      });
      if (email !== undefined && (await users.emailTaken(email, user.userId)))
        throw badRequest(`${email} already has an account.`);
      const finalRole = role ?? user.role;
      const storeId = roleNeedsStore(finalRole)
        ? update.storeId === undefined
          ? user.storeId
          : update.storeId
        : null;
      if (roleNeedsStore(finalRole) && storeId === null)
        throw badRequest(`A ${finalRole} works in a store: choose one.`);
      if (storeId !== null && storeId !== user.storeId) {
        const storeEnterprise = await users.storeEnterprise(storeId);
        if (storeEnterprise === null) throw badRequest(`There is no store ${storeId}.`);
        if (storeEnterprise !== user.enterpriseId)
          throw badRequest('That store belongs to another enterprise.');
      }
      const change: UserChange = {
        email,
        firstName,
        lastName,
        role,
        empLevel: role ? employeeLevelFor(role) : undefined,
        storeId: storeId === user.storeId ? undefined : storeId,
        divisionId: update.divisionId,
        colorCode: update.colorCode,
      };
      await users.update(user.userId, change);
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change users',
        subject: subjectName(user),
        enterpriseId: user.enterpriseId,
        detail: describeChange(user, change),
      });
    });
  }

  /** The user, or 404; 403/400 with the rule's words when the principal may not do this to them. */
  private async subjectFor(
    tx: Queryable,
    principal: Principal,
    userId: number,
    act: UserAdminAct,
  ): Promise<UserSubject> {
    const user = await new UserAdminRepository(tx).subject(userId);
    if (!user) throw notFound(`There is no user ${userId}.`);
    const refusal = userAdminRefusal(principal, user, act);
    if (refusal)
      throw REFUSED_WITH_400.has(refusal.code) ? badRequest(refusal.message) : forbidden(refusal.message);
    return user;
  }
}

/** What changed, in words for the admin log (never a password). */
function describeChange(user: UserSubject, change: UserChange): string {
  const was: Partial<Record<keyof UserChange, unknown>> = {
    email: user.email,
    role: user.role,
    storeId: user.storeId,
    divisionId: user.divisionId,
    firstName: user.firstName,
    lastName: user.lastName,
  };
  const parts = (Object.keys(change) as (keyof UserChange)[])
    .filter((key) => key !== 'empLevel' && change[key] !== undefined && change[key] !== was[key])
    .map((key) => `${key}: ${String(was[key] ?? '—')} → ${String(change[key] ?? '—')}`);
  return parts.length > 0 ? parts.join('; ') : 'No change.';
}
