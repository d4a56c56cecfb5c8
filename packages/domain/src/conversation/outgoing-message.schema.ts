import { z } from 'zod';

/** The outgoing SMS payload of spec 1 §3; e-mails use it too with messageType EMAIL. */
export const OutgoingMessageSchema = z.object({
  id: z.number().int().positive(),
  jaguarFutureServiceInteractionId: z.number().int().positive(),
  content: z.string(),
  from: z.string().optional(),
  fromName: z.string().optional(),
  to: z.string().min(1),
  toName: z.string().optional(),
  subject: z.string().optional(),
  title: z.string().optional(),
  readStatus: z.boolean().optional(),
  direction: z.literal('SEND'),
  appointmentId: z.number().int().nullable().optional(),
  startTime: z.string().nullable().optional(),
  messageStatus: z.string().nullable().optional(),
  doerProxyUserId: z.number().int().nullable().optional(),
  mediaUrl: z.string().optional(),
  messageType: z.enum(['SMS', 'EMAIL']),
  notificationType: z.literal('MESSAGE_TO_CUSTOMER'),
  isLogModeToBeSent: z.boolean().optional(),
  track: z.string().optional(),
});
export type OutgoingMessage = z.infer<typeof OutgoingMessageSchema>;
