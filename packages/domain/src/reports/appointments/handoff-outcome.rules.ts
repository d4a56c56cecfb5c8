import type { HandoffOutcome } from '../../catalog/handoff-outcome.js';

/**
 * What happened on a lead after it was handed off to the service or sales desk (SDC), as the
 * database records it. Torque stores no outcome picked by hand, so the outcome is read from these.
 */
export type HandoffFacts = {
  /** A staff member texted or e-mailed the customer after the hand-off (the assistant's texts are not the desk's). */
  readonly contacted: boolean;
  /** The customer wrote back after the hand-off. */
  readonly replied: boolean;
  /** An appointment was booked on the lead after the hand-off. */
  readonly appointmentBooked: boolean;
  /** The lead's conversation is closed. */
  readonly conversationClosed: boolean;
};

/**
 * Spec 2 §9 hand-off outcomes, read from the facts:
 * - Issue resolved: an appointment was booked after the hand-off, or the desk talked with the
 *   customer (contacted, and the customer answered) and closed the conversation;
 * - Customer not contacted: otherwise, when nobody wrote to the customer after the hand-off;
 * - No response: the desk wrote, the customer never answered;
 * - Issue not resolved: they talked, and nothing was booked or closed.
 * Every hand-off has exactly one outcome.
 */
export function handoffOutcomeOf(facts: HandoffFacts): HandoffOutcome {
  const talked = facts.contacted && facts.replied;
  if (facts.appointmentBooked || (talked && facts.conversationClosed)) return 'ISSUE_RESOLVED';
  if (!facts.contacted) return 'CUSTOMER_NOT_CONTACTED';
  if (!facts.replied) return 'NO_RESPONSE';
  return 'ISSUE_NOT_RESOLVED';
}

/** How many hand-offs had each outcome. */
export type HandoffOutcomeCounts = Readonly<Record<HandoffOutcome, number>>;

/** Tallies groups of hand-offs that share the same facts (the database counts each group). */
export function tallyHandoffOutcomes(
  groups: readonly (HandoffFacts & { readonly handoffs: number })[],
): HandoffOutcomeCounts {
  const counts: Record<HandoffOutcome, number> = {
    CUSTOMER_NOT_CONTACTED: 0,
    ISSUE_NOT_RESOLVED: 0,
    ISSUE_RESOLVED: 0,
    NO_RESPONSE: 0,
  };
  for (const group of groups) counts[handoffOutcomeOf(group)] += group.handoffs;
  return counts;
}
