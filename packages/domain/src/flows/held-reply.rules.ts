import type { MessageInstance } from '../leads/message-instance.schema.js';
import { messageInstant } from '../conversation/message-time.js';

/**
 * A reply the assistant held back in log mode (an internal note, spec 1 §4) and what becomes of it.
 * Issue 14 defines the end of its 40-second intervention window, which the spec leaves open:
 * - while the window is open, staff may step in (Intervene), send it (check), edit it or discard it;
 * - when the window closes untouched, the server sends it through the outbox (consent, opt-out,
 *   quiet hours), whether or not a browser is open;
 * - when staff stepped in, marked the response not valid, turned the AI off or the customer cannot be
 *   texted, it is not sent by itself: it awaits approval (Approve sends it, Discard drops it);
 * - a settled reply says what became of it (sent or discarded): it never disappears silently.
 */
export type HeldReplyState =
  'window-open' | 'window-closed' | 'awaiting-approval' | 'sent' | 'discarded' | 'not-held';

export type HeldReplyNote = Pick<
  MessageInstance,
  'messageType' | 'responseReqd' | 'archived' | 'validLogMode' | 'interveneUntil' | 'heldReplyOutcome'
>;

/** Where a held reply stands at `now`. */
export function heldReplyState(note: HeldReplyNote, now: Date): HeldReplyState {
  if (note.messageType !== 'INTERNAL_NOTES') return 'not-held';
  if (note.heldReplyOutcome === 'SENT') return 'sent';
  if (note.heldReplyOutcome === 'DISCARDED') return 'discarded';
  if (note.responseReqd !== true || note.archived) return 'not-held';
  // Staff said the response is not valid: log mode holds it for their approval.
  if (note.validLogMode === false) return 'awaiting-approval';
  const until = messageInstant(note.interveneUntil);
  // No window (staff stepped in, or a note written before windows were kept): staff decide.
  if (!until) return 'awaiting-approval';
  return now.getTime() < until.toMillis() ? 'window-open' : 'window-closed';
}

/** Why a held reply whose window closed is not sent by itself. */
export type HeldReplyHoldReason = 'held-for-approval' | 'ai-off' | 'opted-out';

export type WindowEndDecision =
  { readonly kind: 'send' } | { readonly kind: 'await-approval'; readonly reason: HeldReplyHoldReason };

export type WindowEndFacts = {
  /** The note's log-mode response: false means staff judged it not valid. */
  readonly validLogMode: boolean | null | undefined;
  /** The lead's AI is on and its conversation open. */
  readonly aiAnswers: boolean;
  /** The customer has opted out of texts (lead or customer level). */
  readonly smsBlocked: boolean;
};

/**
 * What the server does when a held reply's window closes and staff did not step in: send it,
 * unless log mode holds it for approval, the AI was turned off meanwhile, or the customer cannot
 * be texted; then it awaits approval, so staff see it rather than it vanishing.
 */
export function decideAtWindowEnd(facts: WindowEndFacts): WindowEndDecision {
  if (facts.validLogMode === false) return { kind: 'await-approval', reason: 'held-for-approval' };
  if (!facts.aiAnswers) return { kind: 'await-approval', reason: 'ai-off' };
  if (facts.smsBlocked) return { kind: 'await-approval', reason: 'opted-out' };
  return { kind: 'send' };
}

/** The words under a held reply for each state (none while the window is open: the countdown shows). */
export const HELD_REPLY_LABELS: Readonly<
  Record<Exclude<HeldReplyState, 'window-open' | 'not-held'>, string>
> = {
  'window-closed': 'Window closed: sending the reply',
  'awaiting-approval': 'Awaiting approval',
  sent: 'Reply sent',
  discarded: 'Reply discarded: not sent',
};
