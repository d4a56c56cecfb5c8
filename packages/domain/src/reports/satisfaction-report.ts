/**
 * The satisfaction report's figures (issue 34): how many thank-yous were answered, and the average of
 * the scores given (a complaint in words has none). Whole percents; the average to one decimal.
 */
export type SatisfactionCounts = {
  readonly asked: number;
  readonly answered: number;
  readonly scored: number;
  readonly scoreTotal: number;
};

export function satisfactionFigures(counts: SatisfactionCounts): {
  readonly responseRate: number;
  readonly averageScore: number | null;
} {
  return {
    responseRate: counts.asked === 0 ? 0 : Math.round((counts.answered / counts.asked) * 100),
    averageScore: counts.scored === 0 ? null : Math.round((counts.scoreTotal / counts.scored) * 10) / 10,
  };
}

/** What followed an answer, as staff read it. */
export const SURVEY_OUTCOME_LABELS: Readonly<Record<string, string>> = {
  MANAGER: 'Handed to the service manager',
  REVIEW_LINK: 'Review link sent',
  THANKED: 'Thanked (no review link)',
};
export const NOT_ANSWERED = 'Not answered';

export const surveyOutcomeLabel = (outcome: string | null): string =>
  outcome === null ? NOT_ANSWERED : (SURVEY_OUTCOME_LABELS[outcome] ?? outcome);
