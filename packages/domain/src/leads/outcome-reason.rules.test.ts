import { describe, expect, it } from 'vitest';
import {
  SPEC_FURTHER_REASON_NAMES,
  SPEC_LEAD_STAGES,
  SPEC_OUTCOME_REASONS,
} from '../testing/spec-outcome-reasons.js';
import { LEAD_STAGES } from './lead-stage.js';
import { FURTHER_REASON_NAMES, isOutcomeAllowed, outcomeReasonsFor } from './outcome-reason.rules.js';

// Every list is compared whole with the spec's table (testing/spec-outcome-reasons.ts), so a
// misspelt, missing or extra reason anywhere in a list fails here.
describe('outcome reasons per stage (spec 2 §4)', () => {
  it('knows the stages of the spec, in order', () => {
    expect(LEAD_STAGES).toEqual(SPEC_LEAD_STAGES);
  });

  it.each(Object.entries(SPEC_OUTCOME_REASONS))(
    'lists the reasons of %s as the spec does',
    (stage, reasons) => {
      expect(outcomeReasonsFor(stage)).toEqual(reasons);
    },
  );

  it('writes the table out as the spec does: sixteen for RESPONDED, fifteen for ENGAGED', () => {
    expect(SPEC_OUTCOME_REASONS['RESPONDED']).toHaveLength(16);
    expect(SPEC_OUTCOME_REASONS['ENGAGED']).toHaveLength(15);
    expect(Object.keys(SPEC_OUTCOME_REASONS)).toEqual(
      SPEC_LEAD_STAGES.filter((s) => s !== 'CONTACTED' && s !== 'NOT_STARTED'),
    );
  });

  it('gives ENGAGED the RESPONDED reasons without INVALID_CONTACT_INFO', () => {
    expect(isOutcomeAllowed('ENGAGED', 'INVALID_CONTACT_INFO')).toBe(false);
    expect(isOutcomeAllowed('RESPONDED', 'INVALID_CONTACT_INFO')).toBe(true);
    expect(isOutcomeAllowed('ENGAGED', 'SALVAGE')).toBe(true);
  });

  it('allows nothing for CONTACTED, which the table leaves out, nor for unknown stages', () => {
    expect(outcomeReasonsFor('CONTACTED')).toEqual([]);
    expect(outcomeReasonsFor('NOT_STARTED')).toEqual([]);
    expect(outcomeReasonsFor('constructor')).toEqual([]);
    expect(outcomeReasonsFor('responded')).toEqual([]);
    expect(isOutcomeAllowed('toString', 'SHOW')).toBe(false);
  });

  it('lists the thirteen further reason names of the spec', () => {
    expect(FURTHER_REASON_NAMES).toEqual(SPEC_FURTHER_REASON_NAMES);
    expect(FURTHER_REASON_NAMES).toHaveLength(13);
  });
});
