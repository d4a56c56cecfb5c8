import { describe, expect, it } from 'vitest';
import {
  LEAD_FORM_MAKES,
  leadFormFor,
  leadFormMakeForPath,
  leadMessageFor,
  storePhoneFor,
  visibleLeadForms,
} from './lead-form-makes.js';

describe('lead submission make forms (spec 1 §2, §5)', () => {
  it('serves /lead-submission and one route per make', () => {
    expect(LEAD_FORM_MAKES.map((make) => leadFormFor(make).route)).toEqual([
      '/lead-submission',
      '/lead-submission-toyota',
      '/lead-submission-ford',
      '/lead-submission-nissan',
      '/lead-submission-subaru',
      '/lead-submission-mazda',
      '/lead-submission-yarkcjdr',
      '/lead-submission-bmw',
      '/lead-submission-chevrolet',
      '/lead-submission-bergestorm',
    ]);
  });

  it('finds the form of a path, and no form for other paths', () => {
    expect(leadFormMakeForPath('/lead-submission-ford')).toBe('ford');
    expect(leadFormMakeForPath('/lead-submission/')).toBe('generic');
    expect(leadFormMakeForPath('/lead-submission-audi')).toBeUndefined();
    expect(leadFormMakeForPath('/LEAD-SUBMISSION')).toBeUndefined();
  });

  it('sends the default message on the generic form and the named one on make forms', () => {
    expect(leadMessageFor('generic', 'Maria', 'Lopez')).toBe(
      'I would like to schedule an appointment please',
    );
    expect(leadMessageFor('bmw', 'Maria', 'Lopez')).toBe(
      'I would like to schedule an appointment. My name is Maria Lopez',
    );
  });

  it('hides ford and yarkcjdr in one tenant mode and bergestorm in two', () => {
    const hidden = (mode: 'standard' | 'enterprise' | 'demo') => {
      const visible = visibleLeadForms(mode).map((form) => form.make);
      return LEAD_FORM_MAKES.filter((make) => !visible.includes(make));
    };
    expect(hidden('standard')).toEqual([]);
    expect(hidden('enterprise')).toEqual(['ford', 'yarkcjdr', 'bergestorm']);
    expect(hidden('demo')).toEqual(['bergestorm']);
  });

  it('fixes the store phone per form, with a tenant mode override for toyota', () => {
    expect(storePhoneFor('toyota')).toBe('+15550100101');
    expect(storePhoneFor('toyota', 'enterprise')).toBe('+15550100201');
    expect(storePhoneFor('ford', 'enterprise')).toBe('+15550100102');
    expect(new Set(LEAD_FORM_MAKES.map((make) => storePhoneFor(make))).size).toBe(LEAD_FORM_MAKES.length);
  });
});
