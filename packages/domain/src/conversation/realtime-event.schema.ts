import { z } from 'zod';
import { CustomerLanguageSchema } from '../leads/customer-language.js';
import { ConsentPendingSchema, LeadIdSchema, MarkSchema } from '../leads/lead.schema.js';
import { MessageInstanceSchema } from '../leads/message-instance.schema.js';

/** What the server pushes (openapi RealtimeEventType): messages, delivery statuses, spec 1 §4 events, flags. */
export const REALTIME_EVENT_TYPES = [
  'MESSAGE_CREATED',
  'MESSAGE_STATUS_CHANGED',
  'NEW_EVENT',
  'APPOINTMENT_BOOKED',
  'LEAD_FLAGS_CHANGED',
  'REPAIR_ORDER_CHANGED',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

/** Event ids are decimal numbers that only increase (a database sequence), sent as text. */
export const RealtimeEventIdSchema = z.string().regex(/^(0|[1-9]\d{0,17})$/);

/** The lead fields a LEAD_FLAGS_CHANGED event changed; absent ones did not change. */
export const RealtimeLeadFlagsSchema = z.object({
  aiEnabled: z.boolean().optional(),
  dtDialogEnabled: z.boolean().optional(),
  appointmentSet: z.boolean().optional(),
  conversationClosed: z.boolean().optional(),
  conversationInitiated: z.boolean().optional(),
  responseReqd: z.boolean().optional(),
  totalUnreadCount: z.number().int().nonnegative().optional(),
  lastReadMessageId: z.number().int().positive().nullable().optional(),
  /** The stage a send, reply, booking or recorded visit moved the lead to (issue 30), with its reason. */
  stage: z.string().optional(),
  outcomeReason: z.string().nullable().optional(),
  /** The language the customer is now texted in (issue 31). */
  preferredLanguage: CustomerLanguageSchema.optional(),
});
export type RealtimeLeadFlags = z.infer<typeof RealtimeLeadFlagsSchema>;

/** One server-sent event's data; the realtime adapter parses every push with it. */
export const RealtimeEventSchema = z.object({
  id: RealtimeEventIdSchema,
  type: z.enum(REALTIME_EVENT_TYPES),
  leadId: LeadIdSchema,
  storeId: z.number().int().positive(),
  serviceType: z.string().nullable().optional(),
  message: MessageInstanceSchema.optional(),
  messageId: z.number().int().positive().optional(),
  messageStatus: z.string().nullable().optional(),
  errors: z.string().nullable().optional(),
  responseInsight: z.string().nullable().optional(),
  appointmentSet: z.boolean().optional(),
  marks: z.array(MarkSchema).optional(),
  flags: RealtimeLeadFlagsSchema.optional(),
  /** LEAD_FLAGS_CHANGED: a possible opt-out waits for staff (issue 29), or null once answered. */
  consentPending: ConsentPendingSchema.nullable().optional(),
  /**
   * REPAIR_ORDER_CHANGED: the order as the service-order board shows it (openapi ServiceOrder). The
   * board's context (above this one) parses it with its own schema; the inbox never reads it.
   */
  repairOrder: z.record(z.string(), z.unknown()).optional(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/** Orders two event ids numerically (they are too long for a safe integer compare by Number). */
export function compareRealtimeEventIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
