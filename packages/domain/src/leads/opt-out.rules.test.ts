import { describe, expect, it } from 'vitest';
import { sampleLead } from '../testing/index.js';
import { isLeadSmsBlocked, isSmsBlocked } from './opt-out.rules.js';

const optOut = { intentType: 'SMS_OPT_OUT', value: 'true' };
const consent = { intentType: 'SMS_CONSENT', value: 'true' };
const lowerCaseOptOut = { intentType: 'sms_opt_out', value: null };

describe('isSmsBlocked (spec 1 §4 opt-out)', () => {
  it('blocks SMS when any mark is SMS_OPT_OUT', () => {
    expect(isSmsBlocked([optOut])).toBe(true);
    expect(isSmsBlocked([consent, optOut])).toBe(true);
  });

  it('does not block without an SMS_OPT_OUT mark', () => {
    expect(isSmsBlocked([])).toBe(false);
    expect(isSmsBlocked([consent, lowerCaseOptOut])).toBe(false);
  });
});

describe('isLeadSmsBlocked', () => {
  it('blocks on an opt-out mark on the lead or the customer, or blockSms on the customer record', () => {
    expect(isLeadSmsBlocked(sampleLead())).toBe(false);
    expect(isLeadSmsBlocked(sampleLead({ futureServiceInteractionMarks: [optOut] }))).toBe(true);
    expect(isLeadSmsBlocked(sampleLead({ customerMarks: [optOut] }))).toBe(true);
    expect(
      isLeadSmsBlocked(sampleLead({ customerMaster: { ...sampleLead().customerMaster, blockSms: true } })),
    ).toBe(true);
  });
});
