import { z } from 'zod';
import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { Result } from '../shared/result.js';

/** A lead's live booking link as staff see it (issue 34): the link texts carry, and until when it opens. */
export const BookingLinkStatusSchema = z.object({
  url: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type BookingLinkStatus = z.infer<typeof BookingLinkStatusSchema>;

/** Staff see and revoke a lead's booking link; the next text that carries one gets a new link. */
export interface BookingLinkGateway {
  current(leadId: LeadId): Promise<Result<BookingLinkStatus, AppError>>;
  revoke(leadId: LeadId): Promise<Result<void, AppError>>;
}
