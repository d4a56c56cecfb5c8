import { z } from 'zod';

/**
 * Issue 30, point 9: what a started planner row says about its lead's first text. TEXTED once a text
 * went (at: when), HELD while quiet hours hold it (at: when it goes), NOT_TEXTED when the start or the
 * carrier refused it (reason: why, in the words the conversation's note uses).
 */
export const PlannerFirstTextSchema = z.object({
  state: z.enum(['TEXTED', 'HELD', 'NOT_TEXTED']),
  at: z.string(),
  reason: z.string().nullable(),
});
export type PlannerFirstText = z.infer<typeof PlannerFirstTextSchema>;

/** The lead's first outbound text, as stored. */
export type FirstOutboundText = {
  readonly createdOn: Date;
  readonly scheduledFor: Date | null;
  readonly status: string | null;
  readonly errors: string | null;
};

/** The note a refused start leaves in the conversation ('The first text not sent: <reason>'). */
export type NotSentNote = { readonly at: Date; readonly content: string };

/** The note's prefix (server messaging/not-sent-note.ts writes `${what} not sent: ${reason}`). */
export const FIRST_TEXT_NOT_SENT = 'The first text not sent: ';

/** Carrier statuses of a text that never reached the customer (spec 1 §4's wording, any case). */
const UNDELIVERED = new Set(['failed', 'undelivered']);
const CARRIER_REFUSED = 'The carrier could not deliver it.';

/**
 * The first text of a lead as a planner row shows it, or null when the lead was never started. A text
 * that exists wins over an older refusal note (a later start did text the customer).
 */
export function plannerFirstText(
  text: FirstOutboundText | null,
  note: NotSentNote | null,
  now: Date,
): PlannerFirstText | null {
  if (text) {
    if (UNDELIVERED.has((text.status ?? '').toLowerCase()))
      return {
        state: 'NOT_TEXTED',
        at: text.createdOn.toISOString(),
        reason: text.errors || CARRIER_REFUSED,
      };
    if (text.scheduledFor && text.scheduledFor.getTime() > now.getTime())
      return { state: 'HELD', at: text.scheduledFor.toISOString(), reason: null };
    return { state: 'TEXTED', at: (text.scheduledFor ?? text.createdOn).toISOString(), reason: null };
  }
  if (note && note.content.startsWith(FIRST_TEXT_NOT_SENT))
    return {
      state: 'NOT_TEXTED',
      at: note.at.toISOString(),
      reason: note.content.slice(FIRST_TEXT_NOT_SENT.length),
    };
  return null;
}
