import type { AppError } from '../errors/app-error.js';
import type { Role } from '../session/role.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { Result } from '../shared/result.js';

/** openapi UserUpdate: the user and the fields that change. */
export type UserUpdate = {
  readonly userMasterId: number;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly roles?: readonly Role[];
  readonly colorCode?: string;
};

type Answer<T> = Promise<Result<T, AppError>>;

/** User admin: update, delete guest, block and unblock (spec 2 §2; which role may call them is not shown). */
export interface UserAdminGateway {
  updateUser(update: UserUpdate): Answer<Acknowledgement>;
  deleteGuest(userMasterId: number): Answer<Acknowledgement>;
  block(userMasterId: number): Answer<Acknowledgement>;
  unblock(userMasterId: number): Answer<Acknowledgement>;
}
