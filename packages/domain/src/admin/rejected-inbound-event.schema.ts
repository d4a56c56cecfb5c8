import { z } from 'zod';

/**
 * A carrier event (an inbound text or a status report) the server kept aside instead of storing, with
 * why: openapi RejectedInboundEvent. Only the super user reads them.
 */
export const RejectedInboundEventSchema = z.object({
  id: z.number().int().positive(),
  provider: z.enum(['twilio', 'bandwidth']),
  kind: z.enum(['message', 'status']),
  providerMessageId: z.string().nullable(),
  reason: z.string(),
  /** The event as the carrier sent it, as JSON text. */
  payload: z.string(),
  receivedAt: z.string(),
});
export type RejectedInboundEvent = z.infer<typeof RejectedInboundEventSchema>;

export const RejectedInboundEventPageSchema = z.object({
  data: z.array(RejectedInboundEventSchema),
  response: z.string(),
  total: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
});
