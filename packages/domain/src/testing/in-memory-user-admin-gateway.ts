import type {
  UserAdminGateway,
  UserInvite,
  UserQuery,
  UserUpdate,
} from '../admin/user-admin-gateway.port.js';
import type { AdminLogEntry, AdminUser as ListedUser, UserInvitation } from '../admin/user-admin.schema.js';
import { employeeLevelFor } from '../admin/user-admin.rules.js';
import { LINK_UNKNOWN, LINK_USED, type InvitationLink } from '../admin/invitation-link.rules.js';
import type { AppError } from '../errors/app-error.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import { err, ok, type Result } from '../shared/result.js';
import { answerOr, inMemoryPage } from './in-memory-page.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof UserAdminGateway;
type Answer<T> = Promise<Result<T, AppError>>;

/** A user as the admin screens change it. */
export type AdminUser = Omit<UserUpdate, 'userMasterId'> & {
  readonly userMasterId: number;
  readonly guest?: boolean;
  readonly blocked?: boolean;
};

/** The listed shape of a user kept in memory (defaults for what the test left out). */
function listed(user: AdminUser): ListedUser {
  const role = user.roles?.[0] ?? 'OFFICE_USER';
  return {
    userMasterId: user.userMasterId,
    email: user.email ?? `user${user.userMasterId}@example.com`,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role,
    empLevel: employeeLevelFor(role),
    enterprise: { id: 1, name: 'Enterprise' },
    store: user.storeId ? { id: user.storeId, name: `Store ${user.storeId}` } : null,
    divisionId: user.divisionId ?? 'DIV004',
    blocked: user.blocked === true,
    guest: user.guest === true,
    lastSignedInAt: user.guest === true ? null : '2026-01-01T00:00:00.000Z',
  };
}

/** Users in memory: unknown users answer 404; only guests can be deleted. */
export class InMemoryUserAdminGateway implements UserAdminGateway {
  readonly #users = new Map<number, AdminUser>();
  readonly #failures = new FailureQueue<Operation>();

  constructor(users: readonly AdminUser[] = []) {
    for (const user of users) this.#users.set(user.userMasterId, user);
  }

  readonly log: AdminLogEntry[] = [];
  readonly #passwords = new Map<number, string>();

  add(user: AdminUser): void {
    this.#users.set(user.userMasterId, user);
  }

  find(userMasterId: number): AdminUser | undefined {
    return this.#users.get(userMasterId);
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  listUsers(query: UserQuery): Answer<ListPage<ListedUser>> {
    return answerOr(this.#failures.take('listUsers'), () => {
      const search = query.search?.toLowerCase() ?? '';
      const users = [...this.#users.values()]
        .map(listed)
        .filter((user) => (query.role ? user.role === query.role : true))
        .filter((user) => `${user.firstName} ${user.lastName} ${user.email}`.toLowerCase().includes(search));
      return ok(inMemoryPage(users, query));
    });
  }

  invite(invite: UserInvite): Answer<UserInvitation> {
    return answerOr(this.#failures.take('invite'), () => {
      const taken = [...this.#users.values()].some((user) => user.email === invite.email);
      if (taken) return err(serverRejection(400, `${invite.email} already has an account.`));
      const userMasterId = Math.max(0, ...this.#users.keys()) + 1;
      const user: AdminUser = { ...invite, roles: [invite.role], userMasterId, guest: true };
      this.#users.set(userMasterId, user);
      return ok({
        user: listed(user),
        setPasswordPath: `/set-password?token=invited-${userMasterId}`,
        expiresAt: '2026-01-08T00:00:00.000Z',
      });
    });
  }

  adminLog(window: PageWindow): Answer<ListPage<AdminLogEntry>> {
    return answerOr(this.#failures.take('adminLog'), () => ok(inMemoryPage(this.log, window)));
  }

  invitationLink(token: string): Answer<InvitationLink> {
    return answerOr(this.#failures.take('invitationLink'), (): Result<InvitationLink, AppError> => {
      const userMasterId = Number(/^invited-(\d+)$/.exec(token)?.[1]);
      if (!this.#users.has(userMasterId)) return ok({ state: 'UNKNOWN' });
      return ok({ state: this.#passwords.has(userMasterId) ? 'USED' : 'LIVE' });
    });
  }

  setInvitedPassword(token: string, password: string): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('setInvitedPassword'), () => {
      if (password.length < 12)
        return err(serverRejection(400, 'The password must be at least 12 characters.'));
      const userMasterId = Number(/^invited-(\d+)$/.exec(token)?.[1]);
      const user = this.#users.get(userMasterId);
      if (!user || this.#passwords.has(userMasterId))
        return err(serverRejection(400, user ? LINK_USED : LINK_UNKNOWN));
      this.#passwords.set(userMasterId, password);
      return ok({ message: 'Your password is set. Sign in with your e-mail and this password.' });
    });
  }

  /** The password an invited user set, if any. */
  passwordOf(userMasterId: number): string | undefined {
    return this.#passwords.get(userMasterId);
  }

  updateUser(update: UserUpdate): Answer<Acknowledgement> {
    return this.#change(
      'updateUser',
      update.userMasterId,
      (user) => ({ ...user, ...update }),
      'Successfully Updated',
    );
  }

  deleteGuest(userMasterId: number): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('deleteGuest'), () => {
      const user = this.#users.get(userMasterId);
      if (!user) return err(serverRejection(404, `No user ${userMasterId}`));
      if (user.guest !== true) return err(serverRejection(400, `User ${userMasterId} is not a guest`));
      this.#users.delete(userMasterId);
      return ok({ message: 'Successfully Deleted' });
    });
  }

  block(userMasterId: number): Answer<Acknowledgement> {
    return this.#change(
      'block',
      userMasterId,
      (user) => ({ ...user, blocked: true }),
      'Successfully Updated',
    );
  }

  unblock(userMasterId: number): Answer<Acknowledgement> {
    return this.#change(
      'unblock',
      userMasterId,
      (user) => ({ ...user, blocked: false }),
      'Successfully Updated',
    );
  }

  #change(
    operation: Operation,
    userMasterId: number,
    change: (user: AdminUser) => AdminUser,
    message: string,
  ): Answer<Acknowledgement> {
    return answerOr(this.#failures.take(operation), () => {
      const user = this.#users.get(userMasterId);
      if (!user) return err(serverRejection(404, `No user ${userMasterId}`));
      this.#users.set(userMasterId, change(user));
      return ok({ message });
    });
  }
}
