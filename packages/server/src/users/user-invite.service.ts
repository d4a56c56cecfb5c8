import { randomBytes } from 'node:crypto';
import {
  employeeLevelFor,
  invitationLinkRefusal,
  invitationLinkState,
  inviteRefusal,
  roleNeedsStore,
  type Clock,
  type InvitationLinkState,
  type UserInvite,
} from '@torque/domain';
import { recordAdminAction, requireAdminAction } from '../admin/admin-permission.js';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../admin/first-administrator.js';
import { hashPassword } from '../auth/password.js';
import type { Principal } from '../auth/principal.js';
import { newSessionToken, tokenHash } from '../auth/session-token.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, forbidden } from '../http/http-error.js';
import { UserAdminRepository } from './user-admin.repository.js';
import { subjectName } from './user-admin.service.js';
import { checkedEmail, checkedName } from './user-input.js';
import { UserInvitationRepository } from './user-invitation.repository.js';

/** How long a set-password link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const LINK_NOT_VALID =
  'This link has expired or was already used. Ask your administrator for a new one.';
const COLOURS = ['#1E88E5', '#43A047', '#8E24AA', '#F4511E', '#00897B', '#6D4C41', '#3949AB', '#C0CA33'];

/**
 * Inviting a user (issue 20): the account exists at once, with a password nobody knows, and the
 * admin gets a one-time link to pass on. Until the user first signs in they are a guest.
 */
export class UserInviteService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async invite(principal: Principal, invite: UserInvite): Promise<Schemas['UserInvitation']> {
    requireAdminAction(principal, 'invite users');
    const email = checkedEmail(invite.email);
    const firstName = checkedName(invite.firstName, 'firstName');
    const lastName = checkedName(invite.lastName, 'lastName');
    const storeId = roleNeedsStore(invite.role) ? (invite.storeId ?? null) : null;
    if (roleNeedsStore(invite.role) && storeId === null)
      throw badRequest(`A ${invite.role} works in a store: choose one.`);
    // Hashed before the transaction: PGlite serves nothing else while one is open.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const token = newSessionToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const userId = await this.db.transaction(async (tx) => {
      const users = new UserAdminRepository(tx);
      const storeEnterprise = storeId === null ? null : await users.storeEnterprise(storeId);
      if (storeId !== null && storeEnterprise === null) throw badRequest(`There is no store ${storeId}.`);
      const enterpriseId = storeEnterprise ?? invite.enterpriseId ?? principal.enterpriseId;
      if (!(await users.enterpriseExists(enterpriseId)))
        throw badRequest(`There is no enterprise ${enterpriseId}.`);
      const refusal = inviteRefusal(principal, invite.role, enterpriseId);
      if (refusal) throw forbidden(refusal.message);
      if (await users.emailTaken(email)) throw badRequest(`${email} already has an account.`);
      const id = await users.insert({
        email,
        passwordHash,
        role: invite.role,
        empLevel: employeeLevelFor(invite.role),
        enterpriseId,
        storeId,
        divisionId: invite.divisionId ?? 'DIV004',
        firstName,
        lastName,
        colorCode: COLOURS[email.length % COLOURS.length] ?? '#1E88E5',
      });
      await new UserInvitationRepository(tx).create(id, tokenHash(token), now, expiresAt);
      await recordAdminAction(tx, this.clock, principal, {
        action: 'invite users',
        subject: subjectName({ firstName, lastName, email }),
        enterpriseId,
        detail: `Invited as ${invite.role}.`,
      });
      return id;
    });
    const user = await new UserAdminRepository(this.db).listed(userId);
    if (!user) throw new Error('invited user not found');
    return {
      user,
      setPasswordPath: `/set-password?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Whether the link can still set a password (issue 30: the page says a used link was used). */
  async linkState(token: string): Promise<{ state: InvitationLinkState }> {
    const link = await new UserInvitationRepository(this.db).find(tokenHash(token));
    return { state: invitationLinkState(link, this.clock.now()) };
  }

  /** The invited user's password, set once through their link. */
  async setPassword(token: string, password: string): Promise<void> {
    if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
      throw badRequest(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const invitations = new UserInvitationRepository(tx);
      const userId = await invitations.use(tokenHash(token), this.clock.now());
      if (userId === null) {
        const state = invitationLinkState(await invitations.find(tokenHash(token)), this.clock.now());
        throw badRequest(invitationLinkRefusal(state) ?? LINK_NOT_VALID);
      }
      await invitations.setPassword(userId, passwordHash);
    });
  }
}
