import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { SPEC_LEAD_STAGES, SPEC_OUTCOME_REASONS } from '../testing/spec-outcome-reasons.js';
import {
  conversationStage,
  followEvent,
  isAtLeast,
  stageRank,
  type ConversationTurn,
  type StageEvent,
} from './lead-stage.rules.js';
import { moveLead } from './lead-tracker.rules.js';

// The order and the reasons come from the spec's lists (testing/spec-outcome-reasons.ts), so the
// properties judge the rules against the spec and not against the module's own tables.
const order = (stage: string) => SPEC_LEAD_STAGES.indexOf(stage as (typeof SPEC_LEAD_STAGES)[number]);
const specReasons = (stage: string): readonly string[] => SPEC_OUTCOME_REASONS[stage] ?? [];

const arbTurns = () => fc.array(fc.constantFrom<ConversationTurn>('STORE', 'CUSTOMER'), { maxLength: 12 });
const arbStage = () => fc.constantFrom(...SPEC_LEAD_STAGES);
/** A lead as stored: a stage and either no reason or one its stage allows. */
const arbLead = () =>
  arbStage().chain((stage) =>
    fc.record({
      stage: fc.constant<string>(stage),
      reason: fc
        .option(fc.constantFrom(...specReasons(stage), 'NOT_A_REASON'), { nil: null })
        .map((reason) => (reason === 'NOT_A_REASON' ? null : reason)),
    }),
  );
const arbEvent = (): fc.Arbitrary<StageEvent> =>
  fc.oneof(
    arbTurns().map((turns) => ({ kind: 'CONVERSATION' as const, turns })),
    fc.constant({ kind: 'APPOINTMENT_BOOKED' as const }),
    fc.constantFrom('SHOW' as const, 'NO_SHOW' as const).map((outcome) => ({
      kind: 'APPOINTMENT_OUTCOME' as const,
      outcome,
    })),
  );

/** The customer wrote, the store answered, the customer wrote again: checked pair by pair. */
function hadConversation(turns: readonly ConversationTurn[]): boolean {
  for (let i = 0; i < turns.length; i++)
    for (let j = i + 1; j < turns.length; j++)
      for (let k = j + 1; k < turns.length; k++)
        if (turns[i] === 'CUSTOMER' && turns[j] === 'STORE' && turns[k] === 'CUSTOMER') return true;
  return false;
}

describe('lead stages follow the conversation (spec 2 §4)', () => {
  it('a lead never texted who never wrote is NOT_STARTED, and only such a lead', () => {
    fc.assert(
      fc.property(arbTurns(), (turns) => {
        expect(conversationStage(turns) === 'NOT_STARTED').toBe(turns.length === 0);
      }),
      propertyConfig(),
    );
  });

  it('a lead texted who has not written is INITIATED', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (texts) => {
        expect(conversationStage(Array<ConversationTurn>(texts).fill('STORE'))).toBe('INITIATED');
      }),
      propertyConfig(),
    );
  });

  it('a lead whose customer wrote is at least RESPONDED, and one who never wrote is below it', () => {
    fc.assert(
      fc.property(arbTurns(), (turns) => {
        expect(isAtLeast(conversationStage(turns), 'RESPONDED')).toBe(turns.includes('CUSTOMER'));
      }),
      propertyConfig(),
    );
  });

  it('a conversation is ENGAGED exactly when the customer wrote, the store answered and the customer wrote again', () => {
    fc.assert(
      fc.property(arbTurns(), (turns) => {
        expect(conversationStage(turns) === 'ENGAGED').toBe(hadConversation(turns));
      }),
      propertyConfig(),
    );
  });

  it('another turn never lowers the stage a conversation reached', () => {
    fc.assert(
      fc.property(arbTurns(), fc.constantFrom<ConversationTurn>('STORE', 'CUSTOMER'), (turns, next) => {
        expect(order(conversationStage([...turns, next]))).toBeGreaterThanOrEqual(
          order(conversationStage(turns)),
        );
      }),
      propertyConfig(),
    );
  });

  it('an automatic event never moves a lead backwards', () => {
    fc.assert(
      fc.property(arbLead(), arbEvent(), (lead, event) => {
        expect(order(followEvent(lead, event).stage)).toBeGreaterThanOrEqual(order(lead.stage));
      }),
      propertyConfig(),
    );
  });

  it('a reply leaves a lead at least RESPONDED whatever stage it stood at', () => {
    fc.assert(
      fc.property(arbLead(), arbTurns(), (lead, turns) => {
        const replied = followEvent(lead, { kind: 'CONVERSATION', turns: [...turns, 'CUSTOMER'] });
        expect(order(replied.stage)).toBeGreaterThanOrEqual(order('RESPONDED'));
      }),
      propertyConfig(),
    );
  });

  it('a booking leaves a lead at least APPOINTMENT_SET, an outcome at SHOW_OR_NO_SHOW or later', () => {
    fc.assert(
      fc.property(arbLead(), fc.constantFrom('SHOW' as const, 'NO_SHOW' as const), (lead, outcome) => {
        expect(order(followEvent(lead, { kind: 'APPOINTMENT_BOOKED' }).stage)).toBeGreaterThanOrEqual(
          order('APPOINTMENT_SET'),
        );
        const kept = followEvent(lead, { kind: 'APPOINTMENT_OUTCOME', outcome });
        expect(order(kept.stage)).toBeGreaterThanOrEqual(order('SHOW_OR_NO_SHOW'));
        if (kept.stage === 'SHOW_OR_NO_SHOW') expect(kept.reason).toBe(outcome);
      }),
      propertyConfig(),
    );
  });

  it('a lead keeps only a reason its stage allows after any automatic event', () => {
    fc.assert(
      fc.property(arbLead(), arbEvent(), (lead, event) => {
        const after = followEvent(lead, event);
        if (after.reason !== null) expect(specReasons(after.stage)).toContain(after.reason);
      }),
      propertyConfig(),
    );
  });

  it('staff may set any stage, backwards too; a reason they give is accepted only when the stage allows it', () => {
    fc.assert(
      fc.property(
        arbLead(),
        arbStage(),
        fc.option(fc.constantFrom(...new Set(Object.values(SPEC_OUTCOME_REASONS).flat())), {
          nil: undefined,
        }),
        (lead, stage, reason) => {
          const moved = moveLead(lead, { stage, reason });
          const allowed = reason === undefined || specReasons(stage).includes(reason);
          expect(moved.ok).toBe(allowed);
          if (moved.ok) expect(moved.value.stage).toBe(stage);
        },
      ),
      propertyConfig(),
    );
  });

  it('orders the stages as the spec lists them, NOT_STARTED first', () => {
    fc.assert(
      fc.property(arbStage(), arbStage(), (a, b) => {
        expect(Math.sign(stageRank(a) - stageRank(b))).toBe(Math.sign(order(a) - order(b)));
      }),
      propertyConfig(),
    );
  });
});
