import { classificationLabel, classificationMeaning } from '../catalog/classification-code.js';
import type { CodeLikelihood } from './reply-classifier.port.js';
import type { ReplyCodes } from './reply-codes.rules.js';
import { HANDED_TO_STAFF_REPLY, REPLY_HANDLING, type ReplyHandling } from './reply-handling.rules.js';
import { quoteInNote } from '../format/note-quote.js';

/**
 * Issue 31, point 3: unsure goes to a person, never to silence. A reply the assistant cannot classify
 * (BLANK), a complaint, a question or a request to call is handed to staff at once; the customer is told
 * honestly that a person will answer. A complaint read only as the second meaning of a reply still goes
 * to a person: "we will check back with you later" is no answer to one.
 */

/** The lead's response-required type while a hand-off by the assistant waits for staff's answer. */
export const ASSISTANT_HAND_OFF = 'ASSISTANT_HAND_OFF';

/** A complaint is answered by a person whichever of the reply's meanings it is (first or runner-up). */
export const complaintAmongMeanings = (codes: ReplyCodes): boolean =>
  codes.code === 'CC' || codes.runnersUp.includes('CC');

/** How many of the classifier's likely codes the hand-off note names. */
export const LIKELY_CODES_SHOWN = 3;

/**
 * What the assistant does with a settled reply: the code's own handling (REPLY_HANDLING), handed to a
 * person when a complaint is among its meanings. A code that ends the assistant's part (a wrong number,
 * a sold car) keeps its own words; any other is answered honestly instead of with its usual reply.
 */
export function handlingOfReply(codes: ReplyCodes): ReplyHandling {
  const own = REPLY_HANDLING[codes.code];
  if (own.handOff || codes.code === 'STOP' || !complaintAmongMeanings(codes)) return own;
  return { ...own, handOff: true, reply: own.stopAssistant ? own.reply : HANDED_TO_STAFF_REPLY };
}

/** The classifier's most likely codes, most likely first, each once, as staff read them. */
export function likelyCodes(
  likelihoods: readonly CodeLikelihood[],
  shown: number = LIKELY_CODES_SHOWN,
): readonly CodeLikelihood[] {
  const seen = new Set<string>();
  return [...likelihoods]
    .filter((entry) => Number.isFinite(entry.likelihood) && entry.likelihood > 0)
    .sort((a, b) => b.likelihood - a.likelihood)
    .filter((entry) => !seen.has(entry.code) && seen.add(entry.code))
    .slice(0, shown);
}

const percent = (likelihood: number): string => `${Math.round(Math.min(1, likelihood) * 100)}%`;
const named = (code: string): string =>
  `${classificationMeaning(code) ?? code} (${classificationLabel(code) ?? code})`;

/**
 * The note staff find in the conversation: why the assistant handed over, the classifier's likely
 * codes with their likelihoods, and the customer's own words, e.g. "Handed to you: the assistant is
 * unsure (likely: Customer question (CQ) 41%, Customer complaint (CC) 30%). Customer wrote: "…"".
 */
export function handOffNote(reply: {
  readonly text: string;
  readonly codes: ReplyCodes;
  readonly likelihoods: readonly CodeLikelihood[];
}): string {
  const { code } = reply.codes;
  const why =
    code === 'BLANK'
      ? 'the assistant is unsure'
      : `${named(code)}${reply.codes.runnersUp.length > 0 ? `, also ${reply.codes.runnersUp.map(named).join(', ')}` : ''}`;
  const likely = likelyCodes(reply.likelihoods)
    .map((entry) => `${named(entry.code)} ${percent(entry.likelihood)}`)
    .join(', ');
  return `Handed to you: ${why}${likely ? ` (likely: ${likely})` : ''}. Customer wrote: ${quoteInNote(reply.text)}`;
}
