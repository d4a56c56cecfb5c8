import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { SPEC_LEAD_STAGES, SPEC_OUTCOME_REASONS } from '../testing/spec-outcome-reasons.js';
import { isOutcomeAllowed, outcomeReasonsFor } from './outcome-reason.rules.js';

// The expected answers come from the spec's table (testing/spec-outcome-reasons.ts), never from the
// module under test.
const specAllows = (stage: string, reason: string): boolean =>
  Object.hasOwn(SPEC_OUTCOME_REASONS, stage) && SPEC_OUTCOME_REASONS[stage]!.includes(reason);

const specReasons = [...new Set(Object.values(SPEC_OUTCOME_REASONS).flat())];
/** Reasons of the spec, near misses of them (one letter changed, dropped or case-shifted), and any text. */
const arbReason = () =>
  fc.oneof(
    fc.constantFrom(...specReasons),
    fc
      .tuple(fc.constantFrom(...specReasons), fc.nat(), fc.constantFrom('change', 'drop', 'lower'))
      .map(([reason, at, how]) => {
        const i = at % reason.length;
        if (how === 'lower') return reason.toLowerCase();
        const letter = reason[i] === 'A' ? 'B' : 'A';
        return reason.slice(0, i) + (how === 'change' ? letter : '') + reason.slice(i + 1);
      }),
    fc.string({ maxLength: 30 }),
  );
const arbStage = () =>
  fc.oneof(
    fc.constantFrom(...SPEC_LEAD_STAGES),
    fc.constantFrom('NOT_STARTED', 'CAR_SOLD_OR_UNSOLD', 'responded', 'constructor', '__proto__'),
    fc.string({ maxLength: 30 }),
  );

describe('outcome reason rules (spec 2 §4)', () => {
  it('a reason is allowed for a stage exactly when the spec table lists it there', () => {
    fc.assert(
      fc.property(arbStage(), arbReason(), (stage, reason) => {
        expect(isOutcomeAllowed(stage, reason)).toBe(specAllows(stage, reason));
      }),
      propertyConfig(),
    );
  });

  it('every reason allowed for ENGAGED is allowed for RESPONDED, and INVALID_CONTACT_INFO only there', () => {
    fc.assert(
      fc.property(arbReason(), (reason) => {
        expect(isOutcomeAllowed('ENGAGED', reason)).toBe(
          isOutcomeAllowed('RESPONDED', reason) && reason !== 'INVALID_CONTACT_INFO',
        );
      }),
      propertyConfig(),
    );
  });

  it('a stage that is not a lead stage allows no reason', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }).filter((s) => !(SPEC_LEAD_STAGES as readonly string[]).includes(s)),
        (stage) => outcomeReasonsFor(stage).length === 0,
      ),
      propertyConfig(),
    );
  });

  it('no stage lists a reason twice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_LEAD_STAGES), (stage) => {
        const reasons = outcomeReasonsFor(stage);
        return new Set(reasons).size === reasons.length;
      }),
      propertyConfig(),
    );
  });
});
