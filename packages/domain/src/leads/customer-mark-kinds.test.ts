import { describe, expect, it } from 'vitest';
import { markLabel, needsConsentReason } from './customer-mark-kinds.js';

describe('customer mark kinds', () => {
  it('labels known marks and puts unknown codes in words', () => {
    expect(markLabel('SMS_OPT_OUT')).toBe('SMS opt-out');
    expect(markLabel('TEA_5K')).toBe('Tea 5k');
  });

  it('shows a classification code as the spec writes it (issue 17)', () => {
    expect(markLabel('SPA-AS')).toBe('SPA-AS');
    expect(markLabel('WN')).toBe('WN');
  });

  it('asks for a reason only when text consent changes', () => {
    expect(needsConsentReason('SMS_OPT_OUT')).toBe(true);
    expect(needsConsentReason('DIFFERENT_DRIVER')).toBe(false);
  });
});
