import type { AppError } from '../errors/app-error.js';
import type { DivisionId, Role } from '../session/role.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { InvitationLink } from './invitation-link.rules.js';
import type { AdminLogEntry, AdminUser, UserInvitation } from './user-admin.schema.js';

/** openapi UserUpdate: the user and the fields that change. */
export type UserUpdate = {
  readonly userMasterId: number;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly roles?: readonly Role[];
  readonly colorCode?: string;
  /** Null takes the user out of any store. */
  readonly storeId?: number | null;
  readonly divisionId?: DivisionId;
};

/** openapi UserInvite: who is invited, with which role and where. */
export type UserInvite = {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly enterpriseId?: number;
  readonly storeId?: number;
  readonly divisionId?: DivisionId;
};

/** Which users to list: a search over names and e-mail, one role, a page. */
export type UserQuery = PageWindow & { readonly search?: string; readonly role?: Role };

type Answer<T> = Promise<Result<T, AppError>>;

/** User admin (issue 20): list, invite, update, delete guest, block and unblock, and the admin log. */
export interface UserAdminGateway {
  listUsers(query: UserQuery): Answer<ListPage<AdminUser>>;
  invite(invite: UserInvite): Answer<UserInvitation>;
  updateUser(update: UserUpdate): Answer<Acknowledgement>;
  deleteGuest(userMasterId: number): Answer<Acknowledgement>;
  block(userMasterId: number): Answer<Acknowledgement>;
  unblock(userMasterId: number): Answer<Acknowledgement>;
  adminLog(window: PageWindow): Answer<ListPage<AdminLogEntry>>;
  /** The invited user's password, set with their one-time link (no sign-in needed). */
  setInvitedPassword(token: string, password: string): Answer<Acknowledgement>;
  /** Whether a set-password link can still be used (issue 30: a used one says so when opened). */
  invitationLink(token: string): Answer<InvitationLink>;
}
