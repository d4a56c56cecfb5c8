import { describe, expect, it } from 'vitest';
import {
  BOC_CODE_SHAPE,
  checkBocCode,
  checkOrganisationName,
  checkStoreCode,
  checkStorePhone,
  NAME_REQUIRED,
  STORE_CODE_SHAPE,
  STORE_PHONE_SHAPE,
} from './organisation-codes.rules.js';

describe('store and BOC codes', () => {
  it('reads a code in capitals without surrounding spaces', () => {
    expect(checkStoreCode(' st1001 ')).toEqual({ ok: true, value: 'ST1001' });
    expect(checkBocCode('boc-east')).toEqual({ ok: true, value: 'BOC-EAST' });
  });

  it('refuses codes that start with a digit, hold other characters or are too short or long', () => {
    for (const bad of ['1ST', 'S', 'ST 1001', 'ST_1', 'S'.repeat(21), ''])
      expect(checkStoreCode(bad)).toEqual({ ok: false, error: STORE_CODE_SHAPE });
    expect(checkBocCode('B?')).toEqual({ ok: false, error: BOC_CODE_SHAPE });
  });
});

describe('names', () => {
  it('trims and keeps one space between words; an empty name is refused', () => {
    expect(checkOrganisationName('  Torque   Ford  ')).toEqual({ ok: true, value: 'Torque Ford' });
    expect(checkOrganisationName('   ')).toEqual({ ok: false, error: NAME_REQUIRED });
    expect(checkOrganisationName('x'.repeat(121)).ok).toBe(false);
  });
});

describe('store phone numbers', () => {
  it('accepts ten digits in any usual writing and sends them as +1 and the digits', () => {
    expect(checkStorePhone('(312) 555-0117')).toEqual({ ok: true, value: '+13125550117' });
    expect(checkStorePhone('+1 312 555 0117')).toEqual({ ok: true, value: '+13125550117' });
    expect(checkStorePhone('13125550117')).toEqual({ ok: true, value: '+13125550117' });
  });

  it('refuses letters, other countries and the wrong number of digits', () => {
    for (const bad of ['312555011', '3125550117x', '+44 20 7946 0958', '+2 312 555 0117', ''])
      expect(checkStorePhone(bad)).toEqual({ ok: false, error: STORE_PHONE_SHAPE });
  });
});
