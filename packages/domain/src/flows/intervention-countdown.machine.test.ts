import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, SimulatedClock, transition, waitFor } from 'xstate';
import { leadId, serverRejection } from '../testing/index.js';
import {
  actorDone,
  actorFailed,
  emittedBy,
  FakeInterventionGateway,
  invokedBy,
} from '../testing/flow-fakes.js';
import {
  createInterventionCountdownMachine,
  type InterventionCountdownEmitted,
} from './intervention-countdown.machine.js';
import {
  formatCountdown,
  INTERVENTION_SECONDS,
  showsInterventionCountdown,
  type InterventionCountdownView,
} from './intervention-countdown.rules.js';

const input = { leadId: leadId(101), noteId: 900 };

describe('formatCountdown (mm:ss)', () => {
  it.each([
    [40, '00:40'],
    [9, '00:09'],
    [0, '00:00'],
    [75, '01:15'],
    [-3, '00:00'],
    [12.7, '00:12'],
  ])('%d → %s', (seconds, shown) => expect(formatCountdown(seconds)).toBe(shown));

  it('starts at 40 seconds', () => expect(formatCountdown(INTERVENTION_SECONDS)).toBe('00:40'));
});

describe('showsInterventionCountdown (spec 1 §4)', () => {
  const shown: InterventionCountdownView = {
    isLastInternalNote: true,
    customerMessageFollows: false,
    remainingSeconds: 12,
    modeHolds: true,
    serviceType: 'OIL_CHANGE',
  };
  it('shows on the last internal note with no customer reply, time left and the mode holding', () => {
    expect(showsInterventionCountdown(shown)).toBe(true);
  });
  it('also shows without the mode when the service type contains INBOUND_APPOINTMENT', () => {
    expect(
      showsInterventionCountdown({ ...shown, modeHolds: false, serviceType: 'SVC_INBOUND_APPOINTMENT' }),
    ).toBe(true);
    expect(showsInterventionCountdown({ ...shown, modeHolds: false })).toBe(false);
    expect(showsInterventionCountdown({ ...shown, modeHolds: false, serviceType: null })).toBe(false);
  });
  it('hides on an earlier note, after a customer message, and at zero', () => {
    expect(showsInterventionCountdown({ ...shown, isLastInternalNote: false })).toBe(false);
    expect(showsInterventionCountdown({ ...shown, customerMessageFollows: true })).toBe(false);
    expect(showsInterventionCountdown({ ...shown, remainingSeconds: 0 })).toBe(false);
  });
});

describe('intervention countdown machine, pure transitions', () => {
  const machine = createInterventionCountdownMachine({ interventions: new FakeInterventionGateway() });

  it('starts counting from 40 and schedules a one-second tick', () => {
    const [start, actions] = initialTransition(machine, input);
    expect(start.value).toBe('counting');
    expect(start.context.remainingSeconds).toBe(40);
    expect(actions.map((a) => a.type)).toContain('xstate.raise');
  });

  it('INTERVENE stops the countdown and calls the port; success is final', () => {
    const [start] = initialTransition(machine, input);
    const [intervening, actions] = transition(machine, start, { type: 'INTERVENE' });
    expect(intervening.value).toBe('intervening');
    expect(actions.map((a) => a.type)).toContain('xstate.cancel');
    expect(invokedBy(actions)).toEqual([{ id: 'intervene', src: 'intervene', input }]);
    const [intervened, doneActions] = transition(machine, intervening, actorDone('intervene'));
    expect(intervened.value).toBe('intervened');
    expect(intervened.status).toBe('done');
    expect(emittedBy(doneActions)).toEqual([{ type: 'intervened', noteId: 900 }]);
  });

  it('a failed intervention tells the error and can be retried', () => {
    const [start] = initialTransition(machine, input);
    const [intervening] = transition(machine, start, { type: 'INTERVENE' });
    const [failed, actions] = transition(
      machine,
      intervening,
      actorFailed('intervene', serverRejection(409, 'Too late')),
    );
    expect(failed.value).toBe('interventionFailed');
    expect(emittedBy<InterventionCountdownEmitted>(actions)).toEqual([
      {
        type: 'notice',
        notice: { title: 'Message', message: 'Too late', tone: 'warning', durationMs: 4500 },
      },
    ]);
    expect(transition(machine, failed, { type: 'INTERVENE' })[0].value).toBe('intervening');
  });
});

describe('intervention countdown machine on a simulated clock', () => {
  // A SimulatedClock fires only timers already due, so time advances one tick at a time.
  const advanceSeconds = (clock: SimulatedClock, seconds: number) => {
    for (let i = 0; i < seconds; i++) clock.increment(1000);
  };
  function setUp() {
    const clock = new SimulatedClock();
    const interventions = new FakeInterventionGateway();
    const actor = createActor(createInterventionCountdownMachine({ interventions }), { input, clock });
    actor.start();
    return { actor, clock, interventions };
  }

  it('ticks once a second from 00:40 to 00:00 and then stops', () => {
    const { actor, clock } = setUp();
    clock.increment(999);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(40);
    clock.increment(1);
    expect(formatCountdown(actor.getSnapshot().context.remainingSeconds)).toBe('00:39');
    for (let elapsed = 2; elapsed <= 40; elapsed++) {
      clock.increment(1000);
      expect(actor.getSnapshot().context.remainingSeconds).toBe(40 - elapsed);
    }
    expect(actor.getSnapshot().value).toBe('expired');
    advanceSeconds(clock, 5);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
  });

  it('INTERVENE freezes the countdown and calls intervene(lead, note)', async () => {
    const { actor, clock, interventions } = setUp();
    advanceSeconds(clock, 3);
    actor.send({ type: 'INTERVENE' });
    await waitFor(actor, (s) => s.matches('intervened'));
    advanceSeconds(clock, 10);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(37);
    expect(interventions.calls).toEqual(['intervene(101, 900)']);
  });

  it('once run out it is final: nothing is left to intervene on', () => {
    const { actor, clock, interventions } = setUp();
    advanceSeconds(clock, 40);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().status).toBe('done');
    expect(interventions.calls).toEqual([]);
  });
});
