import { describe, expect, it } from 'vitest';
import { classificationMeaning } from './classification-code.js';
import {
  CUSTOMER_TAG_NAMES,
  CUSTOMER_TAGS,
  customerTagForShortCode,
  customerTagLabel,
  customerTagShortCode,
} from './customer-tag.js';

describe('customer tags (spec 2 §9)', () => {
  it('include every tag the spec names', () => {
    expect(CUSTOMER_TAG_NAMES).toEqual(
      expect.arrayContaining([
        'SMS_OPT_OUT',
        'SMS_CONSENT',
        'DIFFERENT_DRIVER',
        'LONG_DISTANCE',
        'NO_LONGER_OWN',
        'CUSTOMER_COMPLAINT',
        'WRONG_NUMBER',
        'EMPLOYEE',
        'TEA_5K',
        'TEA_10K',
        'TEA_15K',
        'TEA_20K',
        'TEA_25K',
        'BOOKED_SUCCESSFULLY',
        'REQUEST_TO_CALL',
        'PRICE_CONCERN',
        'REQUEST_LOANER',
      ]),
    );
  });

  it('give each tag one short code, and each short code one tag', () => {
    expect(new Set(CUSTOMER_TAGS.map((entry) => entry.tag)).size).toBe(CUSTOMER_TAGS.length);
    expect(new Set(CUSTOMER_TAGS.map((entry) => entry.shortCode)).size).toBe(CUSTOMER_TAGS.length);
    for (const { tag, shortCode } of CUSTOMER_TAGS) {
      expect(customerTagShortCode(tag)).toBe(shortCode);
      expect(customerTagForShortCode(shortCode)).toBe(tag);
    }
  });

  it('reuse the classification code where there is one', () => {
    expect(customerTagShortCode('DIFFERENT_DRIVER')).toBe('DD');
    expect(customerTagShortCode('WRONG_NUMBER')).toBe('WN');
    expect(customerTagShortCode('SMS_OPT_OUT')).toBe('STOP');
    expect(classificationMeaning(customerTagShortCode('LONG_DISTANCE') ?? '')).toBe('Long distance');
  });

  it('label tags and know nothing of other tags', () => {
    expect(customerTagLabel('REQUEST_LOANER')).toBe('Request loaner');
    expect(customerTagShortCode('UNKNOWN')).toBeUndefined();
    expect(customerTagForShortCode('ZZ')).toBeUndefined();
  });
});
