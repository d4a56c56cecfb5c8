import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HANDOFF_OUTCOMES } from '../../catalog/handoff-outcome.js';
import { propertyConfig } from '../../testing/fc-config.js';
import { handoffOutcomeOf, tallyHandoffOutcomes } from './handoff-outcome.rules.js';

const arbFacts = () =>
  fc.record({
    contacted: fc.boolean(),
    replied: fc.boolean(),
    appointmentBooked: fc.boolean(),
    conversationClosed: fc.boolean(),
  });

describe('hand-off outcomes (spec 2 §9)', () => {
  it('an appointment booked after the hand-off always resolves it', () => {
    fc.assert(
      fc.property(arbFacts(), (facts) => {
        expect(handoffOutcomeOf({ ...facts, appointmentBooked: true })).toBe('ISSUE_RESOLVED');
      }),
      propertyConfig(),
    );
  });

  it('without a booking, a customer nobody wrote to is "not contacted", never resolved', () => {
    fc.assert(
      fc.property(arbFacts(), (facts) => {
        expect(handoffOutcomeOf({ ...facts, appointmentBooked: false, contacted: false })).toBe(
          'CUSTOMER_NOT_CONTACTED',
        );
      }),
      propertyConfig(),
    );
  });

  it('without a booking, a contacted customer who never answered is "no response"', () => {
    fc.assert(
      fc.property(fc.boolean(), (closed) => {
        expect(
          handoffOutcomeOf({
            contacted: true,
            replied: false,
            appointmentBooked: false,
            conversationClosed: closed,
          }),
        ).toBe('NO_RESPONSE');
      }),
      propertyConfig(),
    );
  });

  it('a conversation with an answer is resolved exactly when it was closed', () => {
    fc.assert(
      fc.property(fc.boolean(), (closed) => {
        const outcome = handoffOutcomeOf({
          contacted: true,
          replied: true,
          appointmentBooked: false,
          conversationClosed: closed,
        });
        expect(outcome).toBe(closed ? 'ISSUE_RESOLVED' : 'ISSUE_NOT_RESOLVED');
      }),
      propertyConfig(),
    );
  });

  it('the tally counts every hand-off under exactly one outcome', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ facts: arbFacts(), handoffs: fc.nat(1000) })), (groups) => {
        const counts = tallyHandoffOutcomes(
          groups.map((group) => ({ ...group.facts, handoffs: group.handoffs })),
        );
        const total = groups.reduce((sum, group) => sum + group.handoffs, 0);
        expect(HANDOFF_OUTCOMES.reduce((sum, outcome) => sum + counts[outcome], 0)).toBe(total);
      }),
      propertyConfig(),
    );
  });
});
