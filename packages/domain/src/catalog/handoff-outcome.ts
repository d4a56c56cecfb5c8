/**
 * Spec 2 §9: the four hand-off outcomes. The spec gives them in words only; the codes are those words
 * in the spec's code style.
 */
export const HANDOFF_OUTCOME_LABELS = {
  CUSTOMER_NOT_CONTACTED: 'Customer not contacted',
  ISSUE_NOT_RESOLVED: 'Issue not resolved',
  ISSUE_RESOLVED: 'Issue resolved',
  NO_RESPONSE: 'No response',
} as const;

export type HandoffOutcome = keyof typeof HANDOFF_OUTCOME_LABELS;
export const HANDOFF_OUTCOMES = Object.keys(HANDOFF_OUTCOME_LABELS) as readonly HandoffOutcome[];

export const handoffOutcomeLabel = (code: string): string | undefined =>
  Object.hasOwn(HANDOFF_OUTCOME_LABELS, code) ? HANDOFF_OUTCOME_LABELS[code as HandoffOutcome] : undefined;
