import type { UserAdminGateway, UserUpdate } from '../admin/user-admin-gateway.port.js';
import type { AppError } from '../errors/app-error.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import { err, ok, type Result } from '../shared/result.js';
import { answerOr } from './in-memory-page.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof UserAdminGateway;
type Answer<T> = Promise<Result<T, AppError>>;

/** A user as the admin screens change it. */
export type AdminUser = Omit<UserUpdate, 'userMasterId'> & {
  readonly userMasterId: number;
  readonly guest?: boolean;
  readonly blocked?: boolean;
};

/** Users in memory: unknown users answer 404; only guests can be deleted. */
export class InMemoryUserAdminGateway implements UserAdminGateway {
  readonly #users = new Map<number, AdminUser>();
  readonly #failures = new FailureQueue<Operation>();

  constructor(users: readonly AdminUser[] = []) {
    for (const user of users) this.#users.set(user.userMasterId, user);
  }

  find(userMasterId: number): AdminUser | undefined {
    return this.#users.get(userMasterId);
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
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
