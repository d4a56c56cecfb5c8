/**
 * The user-management operations users.contract.test.ts exercises against the contract (issue 20:
 * users, blocking, guests, invitations and the admin log). server-contract.test.ts leaves them to that file.
 */
export const USERS_OPERATIONS: readonly string[] = [
  'listUsers',
  'inviteUser',
  'setInvitedPassword',
  'getInvitationLink',
  'updateUser',
  'blockUser',
  'unblockUser',
  'deleteGuestUser',
  'listAdminLog',
];
