import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { leadId, propertyConfig, serverRejection } from '../testing/index.js';
import { createDtDialogMachine } from './dt-dialog.machine.js';
import {
  actorDone,
  actorFailed,
  emittedBy,
  FakeConversationStarter,
  FakeDtDialogGateway,
  invokedBy,
} from '../testing/flow-fakes.js';
import { createStartConversationMachine } from './start-conversation.machine.js';

/** A move is something the user does, or the server answering the call in flight (if any). */
type Move<U> = { user: U } | { answer: 'ok' | 'warning' | 'other' | 'network' };
type Observed = { kind: 'user'; event: string } | { kind: 'prompt' } | { kind: 'request'; forced: boolean };

const answers = fc.constantFrom('ok', 'warning', 'other', 'network').map((answer) => ({ answer }) as const);
const WARNING = 'An other interaction has been already initiated for this customer';

/**
 * The rule, read off what was observed: a forced request is made only when the user confirmed a prompt
 * the machine showed, with no cancel and no other request since that prompt; and confirming an open
 * prompt does make that forced request at once.
 */
function forcedOnlyAfterConfirmation(
  observed: readonly Observed[],
  confirm: string,
  cancel: string,
): boolean {
  let promptOpen = false;
  let confirmedPrompt = false;
  for (const [at, entry] of observed.entries()) {
    if (entry.kind === 'prompt') [promptOpen, confirmedPrompt] = [true, false];
    else if (entry.kind === 'user' && entry.event === cancel) [promptOpen, confirmedPrompt] = [false, false];
    else if (entry.kind === 'user' && entry.event === confirm && promptOpen) {
      confirmedPrompt = true;
      const next = observed[at + 1];
      if (next?.kind !== 'request' || !next.forced) return false;
    } else if (entry.kind === 'request') {
      if (entry.forced && !confirmedPrompt) return false;
      [promptOpen, confirmedPrompt] = [false, false];
    }
  }
  return true;
}

function drive<M extends Parameters<typeof transition>[0]>(
  machine: M,
  start: ReturnType<typeof initialTransition<M>>[0],
  moves: readonly Move<{ type: string }>[],
  failure: (answer: 'warning' | 'other' | 'network') => unknown,
  isForced: (input: unknown) => boolean,
): Observed[] {
  const observed: Observed[] = [];
  let snapshot = start;
  let inFlight: string | null = null;
  for (const move of moves) {
    let event: unknown;
    if ('user' in move) {
      event = move.user;
      observed.push({ kind: 'user', event: move.user.type });
    } else {
      if (inFlight === null) continue;
      event = move.answer === 'ok' ? actorDone(inFlight) : actorFailed(inFlight, failure(move.answer));
      inFlight = null;
    }
    const [next, actions] = transition(machine, snapshot, event as never);
    snapshot = next as typeof snapshot;
    for (const emitted of emittedBy<{ type: string }>(actions))
      if (emitted.type === 'confirm') observed.push({ kind: 'prompt' });
    for (const invoked of invokedBy(actions)) {
      inFlight = invoked.id;
      observed.push({ kind: 'request', forced: isForced(invoked.input) });
    }
  }
  return observed;
}

describe('forced retries (spec 1 §4, spec 2 §7)', () => {
  it('starting a conversation: a forced retry happens only after confirmation', () => {
    const machine = createStartConversationMachine({ starter: new FakeConversationStarter() });
    const user = fc.constantFrom('START', 'CONFIRM', 'CANCEL').map((type) => ({ user: { type } }));
    fc.assert(
      fc.property(fc.array(fc.oneof(user, answers), { maxLength: 40 }), (moves) => {
        const [start] = initialTransition(machine, { leadId: leadId(101) });
        const observed = drive(
          machine,
          start,
          moves,
          (answer) =>
            answer === 'warning'
              ? serverRejection(400, WARNING)
              : answer === 'other'
                ? serverRejection(400, 'Lead not found')
                : new TypeError('offline'),
          (input) => (input as { isForced: boolean }).isForced,
        );
        return forcedOnlyAfterConfirmation(observed, 'CONFIRM', 'CANCEL');
      }),
      propertyConfig(),
    );
  });

  it('the date-time dialogue: a forced resend happens only after YES', () => {
    const machine = createDtDialogMachine({ dtDialog: new FakeDtDialogGateway() });
    const send = fc.boolean().map((dtDialogEnabled) => ({
      user: { type: 'SEND', id: leadId(101), lastMessage: 'Hi', dtDialogEnabled },
    }));
    const user = fc.oneof(
      send,
      fc.constantFrom('YES', 'NO').map((type) => ({ user: { type } })),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(user, answers), { maxLength: 40 }), (moves) => {
        const [start] = initialTransition(machine);
        const observed = drive(
          machine,
          start,
          moves,
          (answer) =>
            answer === 'network' ? new TypeError('offline') : serverRejection(400, 'DT already used'),
          (input) => (input as { isForced?: boolean }).isForced === true,
        );
        return forcedOnlyAfterConfirmation(observed, 'YES', 'NO');
      }),
      propertyConfig(),
    );
  });
});
