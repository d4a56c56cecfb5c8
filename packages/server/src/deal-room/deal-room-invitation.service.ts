import { systemClock, type Clock } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { requireVisibleLead } from '../leads/lead-access.js';
import { isoTimestamp } from '../messaging/message.mapper.js';
import {
  DEAL_ROOM_INVITATION_LIFETIME_MS,
  dealRoomLinkPath,
  invitationTokenHash,
  newInvitationToken,
} from './deal-room-invitation-token.js';
import {
  DealRoomInvitationRepository,
  type DealRoomInvitationRow,
} from './deal-room-invitation.repository.js';

export const DEAL_ROOM_LINKS_REVOKED = 'Deal room link revoked.';

const toInvitation = (row: DealRoomInvitationRow): Schemas['DealRoomInvitation'] => ({
  futureServiceInteractionId: row.fsi_id,
  userMasterId: row.invited_by,
  createdAt: isoTimestamp(row.created_at),
  expiresAt: isoTimestamp(row.expires_at),
});

/**
 * Staff side of the public deal room (issue 13 finding 1): whoever may see a lead may invite its
 * customer, see whether a link is live, and revoke it. One live link per lead: inviting again
 * revokes the earlier one, so a link sent by mistake dies when the right one is sent.
 */
export class DealRoomInvitationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async invite(principal: Principal, fsiId: number): Promise<Schemas['DealRoomInvitationLink']> {
    const token = newInvitationToken();
    const createdAt = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      await requireVisibleLead(tx, principal, fsiId);
      const invitations = new DealRoomInvitationRepository(tx);
      await invitations.revokeAll(fsiId, createdAt);
      return invitations.insert({
        fsiId,
        invitedBy: principal.userId,
        tokenHash: invitationTokenHash(token),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + DEAL_ROOM_INVITATION_LIFETIME_MS),
      });
    });
    const invitation = toInvitation(row);
    return { invitation, url: dealRoomLinkPath({ ...invitation, token }) };
  }

  async current(principal: Principal, fsiId: number): Promise<Schemas['DealRoomInvitationStatus']> {
    await requireVisibleLead(this.db, principal, fsiId);
    const row = await new DealRoomInvitationRepository(this.db).findLive(fsiId, this.clock.now());
    return { invitation: row ? toInvitation(row) : null };
  }

  async revoke(principal: Principal, fsiId: number): Promise<{ message: string }> {
    await this.db.transaction(async (tx) => {
      await requireVisibleLead(tx, principal, fsiId);
      await new DealRoomInvitationRepository(tx).revokeAll(fsiId, this.clock.now());
    });
    return { message: DEAL_ROOM_LINKS_REVOKED };
  }
}
