import { describe, expect, it } from 'vitest';
import { leadFormFor } from './lead-form-makes.js';
import { leadFormConsentText, leadFormDealerName, leadFormForStorePhone } from './lead-form-consent.js';

describe('lead form consent', () => {
  it('names the dealer the customer agrees to hear from', () => {
    expect(leadFormConsentText(leadFormDealerName(leadFormFor('toyota')))).toMatch(
      /^By selecting Submit, you agree that Toyota may send text messages/,
    );
    expect(leadFormDealerName(leadFormFor('generic'))).toBe('this dealership');
    expect(leadFormConsentText('Ford')).toContain('Reply STOP to opt out');
  });

  it('finds the form of a fixed store number in any tenant mode', () => {
    expect(leadFormForStorePhone('+15550100102')?.make).toBe('ford');
    expect(leadFormForStorePhone('+15550100201')?.make).toBe('toyota');
    expect(leadFormForStorePhone('+17185550142')).toBeUndefined();
  });
});
