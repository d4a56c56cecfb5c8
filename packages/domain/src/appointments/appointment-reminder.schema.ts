import { z } from 'zod';

/** An appointment's reminder text as staff see it before it goes: to whom, what, not before when. */
export const AppointmentReminderSchema = z.object({
  apptId: z.number().int(),
  customerName: z.string(),
  cellular: z.string(),
  text: z.string(),
  /** Quiet hours hold it until then. */
  sendAfter: z.string(),
  /** Why it cannot go (opt-out, no conversation, not booked); null when it can. */
  blockedReason: z.string().nullable(),
  /** When it was queued; a reminder goes once. */
  sentAt: z.string().nullable(),
});
export type AppointmentReminder = z.infer<typeof AppointmentReminderSchema>;
