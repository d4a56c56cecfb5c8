import { describe, expect, it } from 'vitest';
import { LEAD_STAGES } from './lead-stage.js';
import { FURTHER_REASON_NAMES, isOutcomeAllowed, outcomeReasonsFor } from './outcome-reason.rules.js';

describe('outcome reasons per stage (spec 2 §4)', () => {
  it.each([
    ['INITIATED', ['NOT_INTERESTED', 'DO_NOT_CONTACT', 'NOT_ACTIVELY_LOOKING', 'INTERESTED_IN_DISCUSSING']],
    ['APPOINTMENT_SET', ['APPOINTMENT_SET']],
    ['SHOW_OR_NO_SHOW', ['NO_SHOW', 'SHOW']],
    ['CAR_BOUGHT_OR_NOTBOUGHT', ['CAR_NOTBOUGHT', 'CAR_BOUGHT', 'DEAL_LOST']],
  ])('lists the reasons of %s', (stage, reasons) => {
    expect(outcomeReasonsFor(stage)).toEqual(reasons);
  });

  it('gives RESPONDED its sixteen reasons, INVALID_CONTACT_INFO last', () => {
    const reasons = outcomeReasonsFor('RESPONDED');
    expect(reasons).toHaveLength(16);
    expect(reasons[0]).toBe('PRICE_HIGH');
    expect(reasons.at(-1)).toBe('INVALID_CONTACT_INFO');
  });

  it('gives ENGAGED the RESPONDED reasons without INVALID_CONTACT_INFO', () => {
    expect(outcomeReasonsFor('ENGAGED')).toEqual(
      outcomeReasonsFor('RESPONDED').filter((reason) => reason !== 'INVALID_CONTACT_INFO'),
    );
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

  it('knows every stage', () => {
    for (const stage of LEAD_STAGES) expect(Array.isArray(outcomeReasonsFor(stage))).toBe(true);
  });

  it('lists the thirteen further reason names', () => {
    expect(FURTHER_REASON_NAMES).toHaveLength(13);
    expect(FURTHER_REASON_NAMES).toContain('LINKEXPIRED');
  });
});
