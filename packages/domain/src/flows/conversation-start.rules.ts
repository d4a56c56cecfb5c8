import { FORCED_CONVERSATION_WARNINGS } from './start-conversation.rules.js';

/** What the server knows when staff ask to start a conversation with a lead. */
export type ConversationStartFacts = {
  /** The lead was already started (its first text went out). */
  readonly leadInitiated: boolean;
  /** The lead's service type as staff read it, e.g. 'Oil Change'. */
  readonly serviceTypeLabel: string;
  /** Another open (not closed, not archived) interaction of the same customer was already started. */
  readonly otherInteractionInitiated: boolean;
};

export const SUCCESSFULLY_INITIATED = 'Successfully Initiated!';
export const MAX_BULK_INITIATIONS = 1000;

/**
 * The forced-conversation rule (spec 1 §4, spec 2 §7): a start is refused with one of the two
 * warnings when the customer is already in conversation, unless staff confirmed (isForced). Another
 * interaction of the customer comes first: texting one customer about two things at once is the
 * bigger surprise. Null: the start may go ahead.
 */
export function conversationStartWarning(facts: ConversationStartFacts, isForced: boolean): string | null {
  if (isForced) return null;
  if (facts.otherInteractionInitiated) return FORCED_CONVERSATION_WARNINGS[0];
  if (facts.leadInitiated) return `${FORCED_CONVERSATION_WARNINGS[1]} ${facts.serviceTypeLabel}.`;
  return null;
}
