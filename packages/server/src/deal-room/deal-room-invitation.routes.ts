import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { DealRoomInvitationService } from './deal-room-invitation.service.js';

type InvitationOperations = 'getDealRoomInvitation' | 'createDealRoomInvitation' | 'revokeDealRoomInvitation';

const FSI = 'future-service-interaction-id';

/** Staff calls that mint, show and revoke a lead's deal-room link (issue 13 finding 1). */
export function dealRoomInvitationHandlers(
  invitations: DealRoomInvitationService,
): Pick<OperationHandlers, InvitationOperations> {
  return {
    getDealRoomInvitation: (request) => invitations.current(principalOf(request), request.query[FSI]),
    createDealRoomInvitation: (request) => invitations.invite(principalOf(request), request.query[FSI]),
    revokeDealRoomInvitation: (request) => invitations.revoke(principalOf(request), request.query[FSI]),
  };
}
