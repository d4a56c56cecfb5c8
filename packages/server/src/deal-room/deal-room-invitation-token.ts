import { createHash, randomBytes } from 'node:crypto';

/** How long a deal-room link opens the conversation after staff send it. */
export const DEAL_ROOM_INVITATION_DAYS = 14;
export const DEAL_ROOM_INVITATION_LIFETIME_MS = DEAL_ROOM_INVITATION_DAYS * 24 * 60 * 60 * 1000;

/** 32 random bytes (256 bits), base64url: unguessable, and safe in a query string as it is. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, hex. */
export const invitationTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** The customer's page for an invitation (spec 1 §2 /service/landing), with the token the calls need. */
export const dealRoomLinkPath = (invite: {
  readonly futureServiceInteractionId: number;
  readonly userMasterId: number;
  readonly token: string;
}): string =>
  `/service/landing?${new URLSearchParams({
    futureServiceInteractionId: String(invite.futureServiceInteractionId),
    userMasterId: String(invite.userMasterId),
    token: invite.token,
  }).toString()}`;
