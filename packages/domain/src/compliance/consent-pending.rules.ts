/**
 * Unsure is not a guess (issue 29, point 2). A reply the consent rules cannot decide but that may ask
 * to stop ('possible-opt-out') leaves the customer's consent pending: every automated text to them
 * waits, staff's own texts still go, and staff answer the question with one of two buttons.
 */

/** What the consent question shows staff: the customer's own words and when they came. */
export type ConsentPending = { readonly text: string; readonly since: string };

/** Who writes a text: staff pressing send, the assistant, a campaign / planner / repair-order text, or the compliance reply. */
export type TextSender = 'staff' | 'assistant' | 'campaign' | 'compliance';

/** Staff's answer to the question. */
export type ConsentAnswer = 'confirm-opt-out' | 'not-an-opt-out';

/** The lead-response status the "Possible opt-outs" view filters by. */
export const POSSIBLE_OPT_OUT_STATUS = 'POSSIBLE_OPT_OUT';
export const POSSIBLE_OPT_OUTS_TITLE = 'Possible opt-outs';
export const CONFIRM_OPT_OUT = 'Confirm opt-out';
export const NOT_AN_OPT_OUT = 'Not an opt-out';
/** The server's refusal of an answer when no question waits (answered already, or never asked). */
export const NO_POSSIBLE_OPT_OUT = 'No possible opt-out is waiting on this lead.';
/** The badge on a lead waiting for the answer. */
export const POSSIBLE_OPT_OUT_BADGE = 'Possible opt-out';

/**
 * Whether a text must wait while consent is pending: automated texts wait (the assistant, campaigns,
 * bulk and planner starts, reminders, repair-order texts); a person's typed text and the compliance
 * reply (HELP answer, opt-out confirmation) do not. With nothing pending nothing waits.
 */
export function waitsForConsent(sender: TextSender, pending: boolean): boolean {
  if (!pending) return false;
  return sender === 'assistant' || sender === 'campaign';
}

/** The conversation's banner: the question and the customer's words. */
export const possibleOptOutBanner = (text: string): string => `Possible opt-out: "${text.trim()}"`;

/** The note staff's answer leaves in the conversation. */
export function consentAnswerNote(answer: ConsentAnswer, staffName: string): string {
  return answer === 'confirm-opt-out'
    ? `Opt-out confirmed by ${staffName}`
    : `Not an opt-out, confirmed by ${staffName}`;
}

/**
 * The assistant after the answer: a confirmed opt-out leaves it off (the customer gets no more texts);
 * "not an opt-out" puts back what it was before the pause.
 */
export const aiEnabledAfterAnswer = (answer: ConsentAnswer, aiEnabledBefore: boolean): boolean =>
  answer === 'not-an-opt-out' && aiEnabledBefore;

/**
 * The pending question after another reply: a clear opt-out or opt-in answers it (the customer decided),
 * anything else leaves it for staff.
 */
export const replyAnswersPending = (
  intent: 'opt-out' | 'opt-in' | 'help' | 'possible-opt-out' | 'none',
): boolean => intent === 'opt-out' || intent === 'opt-in';
