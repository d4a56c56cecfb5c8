import { describe, expect, it } from 'vitest';
import { satisfactionFigures, surveyOutcomeLabel } from './satisfaction-report.js';

describe('the satisfaction report’s figures', () => {
  it('counts the response rate against the thank-yous that went, in whole percents', () => {
    expect(satisfactionFigures({ asked: 3, answered: 2, scored: 2, scoreTotal: 7 })).toEqual({
      responseRate: 67,
      averageScore: 3.5,
    });
    expect(satisfactionFigures({ asked: 1, answered: 1, scored: 1, scoreTotal: 5 }).responseRate).toBe(100);
  });

  it('reads nothing asked as 0% and no score as no average (a complaint in words has none)', () => {
    expect(satisfactionFigures({ asked: 0, answered: 0, scored: 0, scoreTotal: 0 })).toEqual({
      responseRate: 0,
      averageScore: null,
    });
    expect(satisfactionFigures({ asked: 2, answered: 1, scored: 0, scoreTotal: 0 }).averageScore).toBeNull();
  });

  it('averages to one decimal', () => {
    expect(satisfactionFigures({ asked: 3, answered: 3, scored: 3, scoreTotal: 13 }).averageScore).toBe(4.3);
  });

  it('names what followed an answer', () => {
    expect(surveyOutcomeLabel('MANAGER')).toBe('Handed to the service manager');
    expect(surveyOutcomeLabel('REVIEW_LINK')).toBe('Review link sent');
    expect(surveyOutcomeLabel(null)).toBe('Not answered');
  });
});
