/** A lead's conversation status, before anyone opens it (pre-status; the codes are ours). */
export const PRE_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'CLOSED', 'ARCHIVED'] as const;
export type PreStatusCode = (typeof PRE_STATUSES)[number];

export type PreStatusFacts = {
  readonly conversationInitiated: boolean;
  readonly conversationClosed: boolean;
  readonly archived: boolean;
};

/** Archived wins over closed, closed over started: what staff would find on opening the lead. */
export function preStatusOf(facts: PreStatusFacts): PreStatusCode {
  if (facts.archived) return 'ARCHIVED';
  if (facts.conversationClosed) return 'CLOSED';
  return facts.conversationInitiated ? 'IN_PROGRESS' : 'NOT_STARTED';
}

export function preStatusLabel(status: string): string {
  switch (status) {
    case 'NOT_STARTED':
      return 'Not started';
    case 'IN_PROGRESS':
      return 'In conversation';
    case 'CLOSED':
      return 'Closed';
    case 'ARCHIVED':
      return 'Archived';
    default:
      return status;
  }
}
