import type { Clock } from '@torque/domain';
import { AdminLogRepository } from '../admin/admin-log.repository.js';
import { enterpriseReachOf, requireAdminAction } from '../admin/admin-permission.js';
import { principalOf } from '../auth/authenticate.hook.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { UserAdminRepository } from './user-admin.repository.js';
import { UserAdminService } from './user-admin.service.js';
import { UserInviteService } from './user-invite.service.js';

type UserAdminOperations =
  | 'listUsers'
  | 'inviteUser'
  | 'setInvitedPassword'
  | 'getInvitationLink'
  | 'updateUser'
  | 'blockUser'
  | 'unblockUser'
  | 'deleteGuestUser'
  | 'listAdminLog';

const PAGE_SIZE = 25;

/**
 * The user-management calls (issue 20). Every one checks the admin permission table and the
 * principal's enterprise reach on the server; every change is in the admin log.
 */
export function userAdminHandlers(options: {
  readonly db: Database;
  readonly clock: Clock;
  /** Told the token hashes a block revoked (the auth service forgets them at once). */
  readonly onSessionsEnded: (tokenHashes: readonly string[]) => void;
}): Pick<OperationHandlers, UserAdminOperations> {
  const { db, clock } = options;
  const users = new UserAdminService(db, clock, options.onSessionsEnded);
  const invitations = new UserInviteService(db, clock);
  return {
    listUsers: async (request) => {
      const principal = principalOf(request);
      requireAdminAction(principal, 'see users');
      const page = request.query.page ?? 0;
      const size = request.query.size ?? PAGE_SIZE;
      const { data, total } = await new UserAdminRepository(db).list({
        search: request.query.search?.trim() ?? '',
        role: request.query.role,
        enterpriseId: enterpriseReachOf(principal),
        page,
        size,
      });
      return { data, response: 'Success', total, size, page };
    },
    inviteUser: async (request) => invitations.invite(principalOf(request), request.body),
    setInvitedPassword: async (request) => {
      await invitations.setPassword(request.body.token, request.body.password);
      return { message: 'Your password is set. Sign in with your e-mail and this password.' };
    },
    getInvitationLink: async (request) => invitations.linkState(request.query.token),
    updateUser: async (request) => {
      await users.update(principalOf(request), request.body);
      return { message: 'Successfully Updated' };
    },
    blockUser: async (request) => {
      await users.block(principalOf(request), request.params.userMasterId);
      return { message: 'Successfully Updated' };
    },
    unblockUser: async (request) => {
      await users.unblock(principalOf(request), request.params.userMasterId);
      return { message: 'Successfully Updated' };
    },
    deleteGuestUser: async (request) => {
      await users.deleteGuest(principalOf(request), request.params.userMasterId);
      return { message: 'Successfully Deleted' };
    },
    listAdminLog: async (request) => {
      const principal = principalOf(request);
      requireAdminAction(principal, 'see the admin log');
      const page = request.query.page ?? 0;
      const size = request.query.size ?? PAGE_SIZE;
      const reach = enterpriseReachOf(principal);
      const { entries, total } = await new AdminLogRepository(db).latest({
        ...(reach === undefined ? {} : { enterpriseId: reach }),
        limit: size,
        offset: page * size,
      });
      return { data: entries, response: 'Success', total, size, page };
    },
  };
}
