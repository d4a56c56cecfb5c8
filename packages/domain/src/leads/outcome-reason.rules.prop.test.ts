import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { LEAD_STAGES } from './lead-stage.js';
import { isOutcomeAllowed, outcomeReasonsFor } from './outcome-reason.rules.js';

const allReasons = [...new Set(LEAD_STAGES.flatMap((stage) => outcomeReasonsFor(stage)))];
const arbReason = () => fc.oneof(fc.constantFrom(...allReasons), fc.string({ maxLength: 30 }));
const arbStage = () => fc.oneof(fc.constantFrom(...LEAD_STAGES), fc.string({ maxLength: 30 }));

describe('outcome reason rules (spec 2 §4)', () => {
  it('every reason allowed for ENGAGED is allowed for RESPONDED, and INVALID_CONTACT_INFO is not', () => {
    fc.assert(
      fc.property(arbReason(), (reason) =>
        isOutcomeAllowed('ENGAGED', reason)
          ? isOutcomeAllowed('RESPONDED', reason) && reason !== 'INVALID_CONTACT_INFO'
          : reason === 'INVALID_CONTACT_INFO' || !isOutcomeAllowed('RESPONDED', reason),
      ),
      propertyConfig(),
    );
  });

  it('a reason is allowed exactly when it is listed for the stage', () => {
    fc.assert(
      fc.property(
        arbStage(),
        arbReason(),
        (stage, reason) => isOutcomeAllowed(stage, reason) === outcomeReasonsFor(stage).includes(reason),
      ),
      propertyConfig(),
    );
  });

  it('a stage that is not a lead stage allows no reason', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }).filter((s) => !(LEAD_STAGES as readonly string[]).includes(s)),
        (stage) => outcomeReasonsFor(stage).length === 0,
      ),
      propertyConfig(),
    );
  });

  it('no stage lists a reason twice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEAD_STAGES), (stage) => {
        const reasons = outcomeReasonsFor(stage);
        return new Set(reasons).size === reasons.length;
      }),
      propertyConfig(),
    );
  });
});
