import { describe, expect, it } from 'vitest';
import { plannerSearchPayload } from './planner-search.rules.js';
import {
  PLANNER_RUNS,
  firstInteractionRequest,
  hondaServicePassRequest,
  plannerRunFor,
} from './planner-run.rules.js';

describe('planner runs (spec 2 §6, §7)', () => {
  it('gives enterprise 29 its own 0K planner and leaves every other run alone', () => {
    expect(plannerRunFor('0K', 29)).toBe('0K-special');
    expect(plannerRunFor('0K', 2)).toBe('0K');
    expect(PLANNER_RUNS.filter((run) => run !== '0K').every((run) => plannerRunFor(run, 29) === run)).toBe(
      true,
    );
  });

  it('runs the Honda service pass over its eight models and first interaction over New GM makes', () => {
    const pass = hondaServicePassRequest(plannerSearchPayload({ size: 10 }));
    expect(pass.models).toEqual([
      'Civic',
      'Ridgeline',
      'Odyssey',
      'Pilot',
      'Passport',
      'Hr-V',
      'Cr-V',
      'City',
    ]);
    expect(firstInteractionRequest({ store: 219 })).toEqual({
      dealType: 'New',
      makes: ['GMC', 'Buick', 'Chev', 'CHEVROLET', 'Chevy'],
      store: 219,
    });
  });
});
