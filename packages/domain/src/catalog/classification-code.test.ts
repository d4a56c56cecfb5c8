import { describe, expect, it } from 'vitest';
import {
  canonicalClassificationCode,
  CLASSIFICATION_CODES,
  classificationCodesFor,
  classificationLabel,
  classificationMeaning,
} from './classification-code.js';

describe('classification codes (spec 2 §9)', () => {
  it('holds every code and alias of the table', () => {
    expect(CLASSIFICATION_CODES).toHaveLength(46);
    expect(CLASSIFICATION_CODES).toEqual(
      expect.arrayContaining(['SPA-SS', 'APPT_SET', 'APPT-HDF', 'NOT-ENGAGED']),
    );
  });

  it.each([
    ['STOP', 'OPT-OUT'],
    ['BLANK', 'UNCLASSIFIED'],
    ['SPA-SS', 'SPA-SS'],
    ['APPT', 'APPT'],
    ['REQ-CALL', 'REQ-CALL'],
  ])('shows %s as %s', (code, label) => {
    expect(classificationLabel(code)).toBe(label);
  });

  it('has no label or meaning for unknown codes', () => {
    expect(classificationLabel('OPT-OUT')).toBeUndefined();
    expect(classificationLabel('stop')).toBeUndefined();
    expect(classificationLabel('toString')).toBeUndefined();
    expect(classificationMeaning('')).toBeUndefined();
  });

  it.each([
    ['SPA-XX', 'Service performed already, store not specified'],
    ['CPAL', 'Customer prefers alternate location'],
    ['STOP', 'Opt-out'],
    ['BLANK', 'Unclassified'],
    ['REQ_PD', 'Request pickup/delivery'],
    ['L-CUST', 'Lost customer'],
  ])('means %s as %s', (code, meaning) => {
    expect(classificationMeaning(code)).toBe(meaning);
  });

  it('folds aliases onto the first spelling of their row', () => {
    expect(canonicalClassificationCode('APPT')).toBe('APPT-SET');
    expect(canonicalClassificationCode('APPT_SET')).toBe('APPT-SET');
    expect(canonicalClassificationCode('HANDOFF')).toBe('HO');
    expect(canonicalClassificationCode('APPT-HDF')).toBe('APPT-HANDOFF');
    expect(canonicalClassificationCode('CL')).toBe('CL');
    expect(canonicalClassificationCode('nope')).toBeUndefined();
  });

  it('gives hand-off and saved-page codes to the agent brand only', () => {
    for (const code of ['HO', 'HANDOFF', 'APPT-HANDOFF', 'APPT-HDF', 'SP']) {
      expect(classificationCodesFor('agent')).toContain(code);
      expect(classificationCodesFor('maintenance')).not.toContain(code);
      expect(classificationCodesFor('dealer-group')).not.toContain(code);
    }
  });

  it('gives NIITB and the price, pickup and loaner codes to the maintenance brand only', () => {
    for (const code of ['NIITB', 'PRICE_CONCERN', 'REQ_PD', 'REQ_LOANER']) {
      expect(classificationCodesFor('maintenance')).toContain(code);
      expect(classificationCodesFor('agent')).not.toContain(code);
      expect(classificationCodesFor('unknown')).not.toContain(code);
    }
  });

  it('gives every variant the common codes', () => {
    for (const variant of ['maintenance', 'agent', 'dealer-group', 'unknown'] as const) {
      expect(classificationCodesFor(variant)).toEqual(
        expect.arrayContaining(['STOP', 'BLANK', 'CL', 'APPT-SET']),
      );
    }
    expect(classificationCodesFor('dealer-group')).toEqual(classificationCodesFor('unknown'));
  });
});
