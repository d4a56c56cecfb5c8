import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { propertyConfig } from '../testing/index.js';
import { fakeIdleSignOutPorts } from '../testing/flow-fakes.js';
import { createIdleSignOutMachine } from './idle-sign-out.machine.js';

/** Spec 1: the page reloads 100 ms after clearing on idle sign-out (written here, not read from the code). */
const RELOAD_DELAY_MS = 100;

const clearing = ['clearSession', 'clearLocalStorage', 'clearLocalDatabase'];

describe('idle sign-out (spec 1 §4, §9)', () => {
  it('idle sign-out reports every stored response exactly once, in order, before clearing', async () => {
    const arbStored = fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 25 })
      .chain((ids) => fc.tuple(fc.constant(ids.map((id) => ({ id }))), fc.subarray(ids)));
    await fc.assert(
      fc.asyncProperty(arbStored, async ([stored, failing]) => {
        const { ports, calls } = fakeIdleSignOutPorts(stored, new Set(failing));
        const clock = new SimulatedClock();
        const actor = createActor(createIdleSignOutMachine(ports), { clock }).start();
        actor.send({ type: 'IDLE' });
        await waitFor(actor, (s) => s.matches('reloading'));
        clock.increment(RELOAD_DELAY_MS);
        const expected = [...stored.map((r) => `report(${r.id})`), ...clearing, 'reload'];
        return JSON.stringify(calls) === JSON.stringify(expected) && actor.getSnapshot().status === 'done';
      }),
      propertyConfig(),
    );
  });
});
