import { describe, expect, it } from 'vitest';
import { HANDOFF_OUTCOMES, handoffOutcomeLabel } from './handoff-outcome.js';

describe('hand-off outcomes (spec 2 §9)', () => {
  it('are the four outcomes in the spec order', () => {
    expect(HANDOFF_OUTCOMES.map(handoffOutcomeLabel)).toEqual([
      'Customer not contacted',
      'Issue not resolved',
      'Issue resolved',
      'No response',
    ]);
  });

  it('has no label for anything else', () => {
    expect(handoffOutcomeLabel('RESOLVED')).toBeUndefined();
    expect(handoffOutcomeLabel('hasOwnProperty')).toBeUndefined();
  });
});
