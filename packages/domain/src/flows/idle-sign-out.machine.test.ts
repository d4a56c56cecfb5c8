import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, SimulatedClock, transition, waitFor } from 'xstate';
import { serverRejection } from '../testing/index.js';
import { actorDone, actorFailed, fakeIdleSignOutPorts, invokedBy } from '../testing/flow-fakes.js';
import { createIdleSignOutMachine } from './idle-sign-out.machine.js';

/** Spec 1: the page reloads 100 ms after clearing (written here, not read from the code). */
const RELOAD_DELAY_MS = 100;

const stored = [
  { id: 'u1', fsiId: 101 },
  { id: 'u2', fsiId: 102 },
  { id: 'u3', fsiId: 103 },
];

describe('idle sign-out machine, pure transitions', () => {
  const machine = createIdleSignOutMachine(fakeIdleSignOutPorts([]).ports);

  it('waits for IDLE, then reads the stored responses', () => {
    const [active] = initialTransition(machine);
    expect(active.value).toBe('active');
    const [reading, actions] = transition(machine, active, { type: 'IDLE' });
    expect(reading.value).toBe('readingResponses');
    expect(invokedBy(actions).map((a) => a.id)).toEqual(['readStoredResponses']);
  });

  it('reports the first stored response, then the next, whatever the outcome', () => {
    const [reading] = transition(machine, initialTransition(machine)[0], { type: 'IDLE' });
    const [first, actions] = transition(machine, reading, actorDone('readStoredResponses', stored));
    expect(first.value).toEqual({ reporting: 'reportingOne' });
    expect(invokedBy(actions)).toEqual([{ id: 'reportResponse', src: 'reportResponse', input: stored[0] }]);
    const [second, secondActions] = transition(
      machine,
      first,
      actorFailed('reportResponse', serverRejection(500, 'x')),
    );
    expect(second.context).toMatchObject({ failed: [stored[0]], pending: [stored[1], stored[2]] });
    expect(invokedBy(secondActions)[0]?.input).toEqual(stored[1]);
    const [third] = transition(machine, second, actorDone('reportResponse'));
    const [clearing, clearActions] = transition(machine, third, actorDone('reportResponse'));
    expect(clearing.value).toBe('clearing');
    expect(clearing.context).toMatchObject({
      reported: [stored[1], stored[2]],
      failed: [stored[0]],
      pending: [],
    });
    expect(invokedBy(clearActions).map((a) => a.id)).toEqual(['clearLocalData']);
  });

  it('with nothing stored it goes straight to clearing; after clearing it schedules the reload', () => {
    const [reading] = transition(machine, initialTransition(machine)[0], { type: 'IDLE' });
    const [clearing] = transition(machine, reading, actorDone('readStoredResponses', []));
    expect(clearing.value).toBe('clearing');
    const [reloading, actions] = transition(machine, clearing, actorDone('clearLocalData'));
    expect(reloading.value).toBe('reloading');
    expect(actions.map((a) => a.type)).toContain('xstate.raise');
  });

  it('still signs out when the stored responses cannot be read', () => {
    const [reading] = transition(machine, initialTransition(machine)[0], { type: 'IDLE' });
    expect(
      transition(machine, reading, actorFailed('readStoredResponses', new Error('IndexedDB blocked')))[0]
        .value,
    ).toBe('clearing');
  });
});

describe('idle sign-out machine on a simulated clock', () => {
  it('reports one by one in order, clears everything, and reloads 100 ms later', async () => {
    const { ports, calls } = fakeIdleSignOutPorts(stored, new Set(['u2']));
    const clock = new SimulatedClock();
    const actor = createActor(createIdleSignOutMachine(ports), { clock }).start();
    actor.send({ type: 'IDLE' });
    await waitFor(actor, (s) => s.matches('reloading'));
    expect(calls).toEqual([
      'report(u1)',
      'report(u2)',
      'report(u3)',
      'clearSession',
      'clearLocalStorage',
      'clearLocalDatabase',
    ]);
    clock.increment(RELOAD_DELAY_MS - 1);
    expect(calls).not.toContain('reload');
    clock.increment(1);
    expect(calls.at(-1)).toBe('reload');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps clearing when one clearing step throws, then reloads', async () => {
    const { ports, calls } = fakeIdleSignOutPorts([]);
    ports.wiper.clearLocalStorage = () => {
      throw new Error('SecurityError');
    };
    const clock = new SimulatedClock();
    const actor = createActor(createIdleSignOutMachine(ports), { clock }).start();
    actor.send({ type: 'IDLE' });
    await waitFor(actor, (s) => s.matches('reloading'));
    clock.increment(RELOAD_DELAY_MS);
    expect(calls).toEqual(['clearSession', 'clearLocalDatabase', 'reload']);
  });

  it('ignores a second IDLE while signing out', async () => {
    const { ports, calls } = fakeIdleSignOutPorts(stored);
    const clock = new SimulatedClock();
    const actor = createActor(createIdleSignOutMachine(ports), { clock }).start();
    actor.send({ type: 'IDLE' });
    actor.send({ type: 'IDLE' });
    await waitFor(actor, (s) => s.matches('reloading'));
    expect(calls.filter((c) => c.startsWith('report'))).toEqual(['report(u1)', 'report(u2)', 'report(u3)']);
  });
});
