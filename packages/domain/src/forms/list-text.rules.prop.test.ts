import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listMemberOutcome, listTextCounts, type ListMemberFacts } from './list-text.rules.js';

const at = new Date('2026-03-10T15:00:00Z');
const arbFacts: fc.Arbitrary<ListMemberFacts> = fc.record({
  hasMobileNumber: fc.boolean(),
  customerFound: fc.boolean(),
  duplicate: fc.boolean(),
  optedOut: fc.boolean(),
  landline: fc.boolean(),
  consentPending: fc.boolean(),
  notBefore: fc.integer({ min: -36, max: 36 }).map((hours) => new Date(at.getTime() + hours * 3_600_000)),
  at: fc.constant(at),
});

describe('who a list text reaches (issue 30, point 10)', () => {
  it('never texts an opted-out customer, a landline, one without a mobile number or consent', () => {
    fc.assert(
      fc.property(arbFacts, (facts) => {
        const outcome = listMemberOutcome(facts);
        const blocked =
          facts.optedOut ||
          facts.landline ||
          !facts.hasMobileNumber ||
          !facts.customerFound ||
          facts.consentPending ||
          facts.duplicate;
        expect(outcome.kind === 'NOT_TEXTED').toBe(blocked);
      }),
    );
  });

  it('holds a text it sends exactly when quiet hours end after now, until then', () => {
    fc.assert(
      fc.property(arbFacts, (facts) => {
        const outcome = listMemberOutcome(facts);
        if (outcome.kind === 'HELD') expect(outcome.until.getTime()).toBeGreaterThan(facts.at.getTime());
        if (outcome.kind === 'TEXT_NOW') expect(facts.notBefore.getTime()).toBeLessThanOrEqual(at.getTime());
      }),
    );
  });

  it('counts every member once', () => {
    fc.assert(
      fc.property(fc.array(arbFacts, { maxLength: 30 }), (members) => {
        const counts = listTextCounts(members.map(listMemberOutcome));
        expect(counts.textNow + counts.held + counts.notTexted).toBe(members.length);
        expect(counts.total).toBe(members.length);
      }),
    );
  });

  it('names opt-out before a landline or a consent question', () => {
    const facts = {
      hasMobileNumber: true,
      customerFound: true,
      duplicate: false,
      optedOut: true,
      landline: true,
      consentPending: true,
      notBefore: at,
      at,
    };
    expect(listMemberOutcome(facts)).toEqual({ kind: 'NOT_TEXTED', reason: 'OPTED_OUT' });
    expect(listMemberOutcome({ ...facts, optedOut: false })).toEqual({
      kind: 'NOT_TEXTED',
      reason: 'LANDLINE',
    });
    expect(listMemberOutcome({ ...facts, optedOut: false, landline: false })).toEqual({
      kind: 'NOT_TEXTED',
      reason: 'CONSENT_PENDING',
    });
  });
});
