import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

export const MESSAGE_DIRECTIONS = ['SEND', 'SENT', 'RECEIVED'] as const;
export const MESSAGE_TYPES = ['EMAIL', 'SMS', 'INTERNAL', 'INTERNAL_NOTES', 'CALENDAR_INVITE'] as const;

/** Notification types of spec 1 §3. */
export const NOTIFICATION_TYPES = [
  'SMS',
  'MESSAGE_TO_CUSTOMER',
  'MESSAGE_FROM_CUSTOMER',
  'MESSAGE_FROM_USER',
  'INTERNAL_NOTIFICATION',
  'INTERNAL_NOTIFICATION_GM',
  'INTERNAL_NOTIFICATION_GM_FOLLOW_UP',
  'INTERNAL_NOTIFICATION_MD',
  'INTERNAL_NOTIFICATION_SMS',
  'INTERNAL_NOTES',
  'USER_INVITE',
  'DEALROOM_MESSAGE_RESPONSE',
  'VOICEMAIL_LEFT',
  'CALL',
  'SCHEDULE_INTERNAL_TASK',
  'SCHEDULE_APPOINTMENT',
] as const;

export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
export type MessageType = (typeof MESSAGE_TYPES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A message instance of a conversation (spec 1 §3); content is HTML. */
export const MessageInstanceSchema = z.object({
  id: z.number().int(),
  jaguarFutureServiceInteractionId: z.number().int(),
  content: z.string(),
  createdOn: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  messageType: z.enum(MESSAGE_TYPES),
  notificationType: z.enum(NOTIFICATION_TYPES),
  messageStatus: z.string().nullable(),
  errors: z.string().nullable().optional(),
  archived: z.boolean(),
  messageSentBy: z.string().nullable().optional(),
  mediaUrls: z.array(z.string()).optional(),
  fromName: z.string().nullable().optional(),
  toName: z.string().nullable().optional(),
  subject: z.string().nullable().optional(),
  messageResponseTime: z.number().int().nullable().optional(),
  userColorCode: z.string().nullable().optional(),
  responseReqd: z.boolean().optional(),
  validLogMode: z.boolean().nullable().optional(),
  serviceType: z.string().nullable().optional(),
  /** A link the message carries; a call's recording when mediaUrls has none. */
  url: z.string().nullable().optional(),
  /** Phone call card: how long the call lasted, in seconds. */
  callDuration: z.number().int().nonnegative().nullable().optional(),
  /** Appointment and internal task cards: when it starts (ISO-8601). */
  startTime: z.string().nullable().optional(),
  /** Appointment and internal task cards: who hosts it and who is invited. */
  host: z.string().nullable().optional(),
  guest: z.string().nullable().optional(),
  /** The staff member who sent it; null for the assistant's, the customer's and the system's. */
  sentByUserId: z.number().int().nullable().optional(),
  /** A text held for quiet hours: when it goes out (ISO-8601). */
  scheduledFor: z.string().nullable().optional(),
  /** A held log-mode reply's intervention window end; null once staff stepped in or it settled. */
  interveneUntil: z.string().nullable().optional(),
  /** What became of a held log-mode reply; null while it waits. */
  heldReplyOutcome: z.enum(['SENT', 'DISCARDED']).nullable().optional(),
});

export type MessageInstance = z.infer<typeof MessageInstanceSchema>;

export const MessagePageSchema = pageSchema(MessageInstanceSchema);
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const isFromCustomer = (message: Pick<MessageInstance, 'direction'>): boolean =>
  message.direction === 'RECEIVED';

export const isInternal = (message: Pick<MessageInstance, 'messageType'>): boolean =>
  message.messageType === 'INTERNAL' || message.messageType === 'INTERNAL_NOTES';
