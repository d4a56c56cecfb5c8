import { describe, expect, it } from 'vitest';
import { trackerRefusal } from './lead-tracker.rules.js';

describe('trackerRefusal', () => {
  it('accepts a reason of the new stage, else of the current one', () => {
    expect(trackerRefusal('INITIATED', 'SHOW_OR_NO_SHOW', 'NO_SHOW')).toBeNull();
    expect(trackerRefusal('RESPONDED', undefined, 'PRICE_HIGH')).toBeNull();
    expect(trackerRefusal('RESPONDED')).toBeNull();
  });

  it('refuses a reason the stage does not allow, and an unknown stage', () => {
    expect(trackerRefusal('ENGAGED', 'INITIATED', 'CAR_BOUGHT')).toBe(
      'The outcome reason CAR_BOUGHT is not allowed at the INITIATED stage.',
    );
    expect(trackerRefusal('ENGAGED', undefined, 'INVALID_CONTACT_INFO')).toContain('ENGAGED stage');
    expect(trackerRefusal('ENGAGED', 'NOT_STARTED')).toBe('Choose one of the lead stages.');
  });
});
