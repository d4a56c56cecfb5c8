import { describe, expect, it } from 'vitest';
import { CUSTOMER_TAG_GROUPS } from '../catalog/customer-tag.js';
import {
  CUSTOMER_MARK_KINDS,
  markKindsOf,
  markLabel,
  needsConsentReason,
  searchMarkKinds,
} from './customer-mark-kinds.js';

describe('customer mark kinds', () => {
  it('offer the spec 2 §9 tag set of about 45 tags, each with a short code and a group', () => {
    expect(CUSTOMER_MARK_KINDS.length).toBeGreaterThanOrEqual(40);
    expect(CUSTOMER_MARK_KINDS.length).toBeLessThanOrEqual(50);
    for (const kind of CUSTOMER_MARK_KINDS) {
      expect(kind.shortCode).not.toBe('');
      expect(CUSTOMER_TAG_GROUPS).toContain(kind.group);
    }
    const codes = CUSTOMER_MARK_KINDS.map((kind) => kind.shortCode);
    for (const code of ['SPA-SS', 'SPA-AS', 'SPA-XX', 'NLO', 'CPAL', 'VI', 'TU', 'WN', 'LD', 'ASA']) {
      expect(codes).toContain(code);
    }
    for (const code of ['SALES_INQ', 'CQ', 'CC', 'REQ-CALL', 'A-BKG-ERR']) expect(codes).toContain(code);
  });

  it('labels known marks and puts unknown codes in words', () => {
    expect(markLabel('SMS_OPT_OUT')).toBe('SMS opt-out');
    expect(markLabel('TEA_5K')).toBe('TEA 5K');
    expect(markLabel('OLD_TAG')).toBe('Old tag');
  });

  it('shows a classification code as the spec writes it (issue 17)', () => {
    expect(markLabel('SPA-AS')).toBe('SPA-AS');
    expect(markLabel('WN')).toBe('WN');
  });

  it('finds a tag by its short code or by words of its label', () => {
    expect(searchMarkKinds(CUSTOMER_MARK_KINDS, 'nlo').map((kind) => kind.intentType)).toEqual([
      'NO_LONGER_OWN',
    ]);
    expect(searchMarkKinds(CUSTOMER_MARK_KINDS, 'loaner').map((kind) => kind.intentType)).toEqual([
      'REQUEST_LOANER',
    ]);
    expect(searchMarkKinds(CUSTOMER_MARK_KINDS, '  ')).toHaveLength(CUSTOMER_MARK_KINDS.length);
  });

  it('keeps a short list in the catalogue order', () => {
    expect(markKindsOf(['DIFFERENT_DRIVER', 'NO_LONGER_OWN']).map((kind) => kind.shortCode)).toEqual([
      'NLO',
      'DD',
    ]);
  });

  it('asks for a reason only when text consent changes', () => {
    expect(needsConsentReason('SMS_OPT_OUT')).toBe(true);
    expect(needsConsentReason('DIFFERENT_DRIVER')).toBe(false);
  });
});
