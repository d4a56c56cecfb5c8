import { z } from 'zod';
import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { Result } from '../shared/result.js';

/**
 * A live deal-room invitation as staff see it (issue 13 finding 1): who sent it and until when it
 * opens. The token itself is shown once, when it is made.
 */
export const DealRoomInvitationSchema = z.object({
  futureServiceInteractionId: z.number().int().positive(),
  userMasterId: z.number().int().positive(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type DealRoomInvitation = z.infer<typeof DealRoomInvitationSchema>;

export const DealRoomInvitationStatusSchema = z.object({ invitation: DealRoomInvitationSchema.nullable() });

/** A new invitation and its link, relative to the app (/service/landing?...&token=...). */
export const DealRoomInvitationLinkSchema = z.object({
  invitation: DealRoomInvitationSchema,
  url: z.string(),
});
export type DealRoomInvitationLink = z.infer<typeof DealRoomInvitationLinkSchema>;

/** Staff mint, see and revoke a lead's deal-room link. Inviting again replaces the earlier link. */
export interface DealRoomInvitationGateway {
  current(leadId: LeadId): Promise<Result<DealRoomInvitation | null, AppError>>;
  invite(leadId: LeadId): Promise<Result<DealRoomInvitationLink, AppError>>;
  revoke(leadId: LeadId): Promise<Result<void, AppError>>;
}
