import { describe, expect, it } from 'vitest';
import { EMAIL_STEPS, FOLLOW_UP_CODES, isEmailStep, isFollowUpCode } from './email-step.js';

describe('e-mail steps and follow-up codes (spec 2 §9)', () => {
  it('lists E1, E2, E3, S1, S2 and FU1, FU2, FU3, FUDT', () => {
    expect(EMAIL_STEPS).toEqual(['E1', 'E2', 'E3', 'S1', 'S2']);
    expect(FOLLOW_UP_CODES).toEqual(['FU1', 'FU2', 'FU3', 'FUDT']);
  });

  it('recognises only those codes', () => {
    expect(isEmailStep('S2')).toBe(true);
    expect(isEmailStep('E4')).toBe(false);
    expect(isFollowUpCode('FUDT')).toBe(true);
    expect(isFollowUpCode('FU')).toBe(false);
  });
});
