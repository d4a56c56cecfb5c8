import { z } from 'zod';
import { CustomerLanguageSchema } from '../leads/customer-language.js';
import { ConsentPendingSchema, LeadIdSchema, MarkSchema } from '../leads/lead.schema.js';
import { MessageInstanceSchema } from '../leads/message-instance.schema.js';

/**
 * Real-time events that update a stored lead without a message (spec 1 §4); LEAD_FLAGS_CHANGED
 * carries the lead's marks when they changed (an SMS_OPT_OUT from a STOP must block texting at once).
 */
export const INBOX_EVENT_TYPES = ['NEW_EVENT', 'APPOINTMENT_BOOKED', 'LEAD_FLAGS_CHANGED'] as const;
export type InboxEventType = (typeof INBOX_EVENT_TYPES)[number];

/** A real-time message for a lead; `serviceType` names the tab it belongs to when the lead is not stored. */
export const IncomingMessageItemSchema = z.object({
  kind: z.literal('message'),
  leadId: LeadIdSchema,
  message: MessageInstanceSchema,
  serviceType: z.string().nullable().optional(),
});
export type IncomingMessageItem = z.infer<typeof IncomingMessageItemSchema>;

/** NEW_EVENT / APPOINTMENT_BOOKED: responseInsight, appointmentSet and future interaction marks; LEAD_FLAGS_CHANGED: marks. */
export const IncomingEventItemSchema = z.object({
  kind: z.literal('event'),
  type: z.enum(INBOX_EVENT_TYPES),
  leadId: LeadIdSchema,
  responseInsight: z.string().nullable().optional(),
  appointmentSet: z.boolean().optional(),
  marks: z.array(MarkSchema).optional(),
  /** LEAD_FLAGS_CHANGED: a possible opt-out now waits for staff (issue 29), or null once answered. */
  consentPending: ConsentPendingSchema.nullable().optional(),
  /** LEAD_FLAGS_CHANGED: the stage the conversation, a booking or a visit moved the lead to (issue 30). */
  stage: z.string().optional(),
  outcomeReason: z.string().nullable().optional(),
  /** LEAD_FLAGS_CHANGED: the language the customer is now texted in (issue 31). */
  preferredLanguage: CustomerLanguageSchema.optional(),
});
export type IncomingEventItem = z.infer<typeof IncomingEventItemSchema>;

/** One item of the real-time queue; the adapter parses pushes with this schema before they enter the domain. */
export const IncomingItemSchema = z.discriminatedUnion('kind', [
  IncomingMessageItemSchema,
  IncomingEventItemSchema,
]);
export type IncomingItem = z.infer<typeof IncomingItemSchema>;
