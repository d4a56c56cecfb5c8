import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { leadId, propertyConfig } from '../testing/index.js';
import { FakeInterventionGateway } from '../testing/flow-fakes.js';
import { createInterventionCountdownMachine } from './intervention-countdown.machine.js';
import { formatCountdown } from './intervention-countdown.rules.js';

/** Spec 1: the intervention countdown starts at 40 seconds (written here, not read from the code). */
const INTERVENTION_SECONDS = 40;

const machine = createInterventionCountdownMachine({ interventions: new FakeInterventionGateway() });

describe('intervention countdown (spec 1 §4, §9)', () => {
  it('the countdown never goes below 0 and is monotone non-increasing, however the clock moves', () => {
    const arbStep = fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: 0, max: 2500 }).map((ms) => ({ advance: ms })) },
      { weight: 1, arbitrary: fc.constant({ intervene: true as const }) },
    );
    fc.assert(
      fc.property(fc.array(arbStep, { maxLength: 120 }), (steps) => {
        const clock = new SimulatedClock();
        const actor = createActor(machine, { input: { leadId: leadId(1), noteId: 2 }, clock }).start();
        let previous = actor.getSnapshot().context.remainingSeconds;
        if (previous !== INTERVENTION_SECONDS) return false;
        for (const step of steps) {
          if ('advance' in step) clock.increment(step.advance);
          else if (actor.getSnapshot().status === 'active') actor.send({ type: 'INTERVENE' });
          const now = actor.getSnapshot().context.remainingSeconds;
          if (now < 0 || now > previous || !Number.isInteger(now)) return false;
          previous = now;
        }
        return true;
      }),
      propertyConfig(),
    );
  });

  it('mm:ss shows the minutes and seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 * 60 + 59 }), (seconds) => {
        const match = /^(\d{2}):(\d{2})$/.exec(formatCountdown(seconds));
        return (
          match !== null && Number(match[1]) * 60 + Number(match[2]) === seconds && Number(match[2]) < 60
        );
      }),
      propertyConfig(),
    );
  });
});
