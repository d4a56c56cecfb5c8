import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { leadId, serverRejection } from '../testing/index.js';
import {
  actorDone,
  actorFailed,
  emittedBy,
  FakeConversationStarter,
  invokedBy,
} from '../testing/flow-fakes.js';
import {
  createStartConversationMachine,
  type StartConversationEmitted,
} from './start-conversation.machine.js';
import { isForcedConversationWarning } from './start-conversation.rules.js';

const otherInteraction = 'An other interaction has been already initiated for this customer (lead 88)';
const contacted = 'The customer has already been contacted for OIL_CHANGE';
const toast = (message: string, tone = 'success') => ({
  type: 'notice',
  notice: { title: 'Message', message, tone, durationMs: 4500 },
});

describe('isForcedConversationWarning (spec 2 §7)', () => {
  it('is a 400 whose message contains one of the two warnings', () => {
    expect(isForcedConversationWarning(400, otherInteraction)).toBe(true);
    expect(isForcedConversationWarning(400, contacted)).toBe(true);
    expect(isForcedConversationWarning(409, otherInteraction)).toBe(false);
    expect(isForcedConversationWarning(undefined, otherInteraction)).toBe(false);
    expect(isForcedConversationWarning(400, 'Lead not found')).toBe(false);
    expect(isForcedConversationWarning(400, undefined)).toBe(false);
  });
});

describe('start-conversation machine, pure transitions', () => {
  const machine = createStartConversationMachine({ starter: new FakeConversationStarter() });
  const input = { leadId: leadId(101) };
  const starting = () => transition(machine, initialTransition(machine, input)[0], { type: 'START' });

  it('START asks to start without forcing', () => {
    const [state, actions] = starting();
    expect(state.value).toBe('starting');
    expect(invokedBy(actions)).toEqual([
      { id: 'startConversation', src: 'startConversation', input: { id: 101, isForced: false } },
    ]);
  });

  it("success tells 'Successfully Started' and makes the new interaction active", () => {
    const [state] = starting();
    const [idle, actions] = transition(machine, state, actorDone('startConversation', leadId(202)));
    expect(idle.value).toBe('idle');
    expect(idle.context).toMatchObject({ warning: null, activeLeadId: 202 });
    expect(emittedBy(actions)).toEqual([
      { type: 'active-interaction', id: 202 },
      toast('Successfully Started'),
    ]);
  });

  it('a forced-conversation warning asks for confirmation with the server message', () => {
    const [state] = starting();
    const [confirming, actions] = transition(
      machine,
      state,
      actorFailed('startConversation', serverRejection(400, contacted)),
    );
    expect(confirming.value).toBe('confirming');
    expect(confirming.context.warning).toBe(contacted);
    expect(emittedBy(actions)).toEqual([{ type: 'confirm', message: contacted }]);
    expect(invokedBy(actions)).toEqual([]);
  });

  it('CONFIRM retries with isForced true; CANCEL goes back to idle and clears the warning', () => {
    const [state] = starting();
    const [confirming] = transition(
      machine,
      state,
      actorFailed('startConversation', serverRejection(400, otherInteraction)),
    );
    const [forcing, actions] = transition(machine, confirming, { type: 'CONFIRM' });
    expect(forcing.value).toBe('forcing');
    expect(invokedBy(actions)).toEqual([
      { id: 'forceConversation', src: 'startConversation', input: { id: 101, isForced: true } },
    ]);
    const [done, doneActions] = transition(machine, forcing, actorDone('forceConversation', leadId(101)));
    expect(done.context).toMatchObject({ warning: null, activeLeadId: 101 });
    expect(emittedBy(doneActions)).toContainEqual(toast('Successfully Started'));
    const [cancelled, cancelActions] = transition(machine, confirming, { type: 'CANCEL' });
    expect(cancelled.value).toBe('idle');
    expect(cancelled.context.warning).toBeNull();
    expect(invokedBy(cancelActions)).toEqual([]);
  });

  it('other failures tell the error and return to idle', () => {
    const [state] = starting();
    const [idle, actions] = transition(
      machine,
      state,
      actorFailed('startConversation', serverRejection(404, 'Lead not found')),
    );
    expect(idle.value).toBe('idle');
    expect(emittedBy(actions)).toEqual([toast('Lead not found', 'warning')]);
  });

  it('a failed forced retry tells the error and does not ask again', () => {
    const [state] = starting();
    const [confirming] = transition(
      machine,
      state,
      actorFailed('startConversation', serverRejection(400, contacted)),
    );
    const [forcing] = transition(machine, confirming, { type: 'CONFIRM' });
    const [idle, actions] = transition(
      machine,
      forcing,
      actorFailed('forceConversation', serverRejection(400, contacted)),
    );
    expect(idle.value).toBe('idle');
    expect(idle.context.warning).toBeNull();
    expect(emittedBy(actions)).toEqual([toast(contacted, 'warning')]);
  });
});

describe('start-conversation machine with a fake starter', () => {
  it('warns, waits for confirmation, then forces and reports the interaction active', async () => {
    const starter = new FakeConversationStarter(() => leadId(303));
    starter.failNext('start', serverRejection(400, otherInteraction));
    const actor = createActor(createStartConversationMachine({ starter }), {
      input: { leadId: leadId(101) },
    });
    const emitted: StartConversationEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(starter.requests).toEqual([{ id: 101, isForced: false }]);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(starter.requests).toEqual([
      { id: 101, isForced: false },
      { id: 101, isForced: true },
    ]);
    expect(emitted).toEqual([
      { type: 'confirm', message: otherInteraction },
      { type: 'active-interaction', id: 303 },
      toast('Successfully Started'),
    ]);
  });
});
