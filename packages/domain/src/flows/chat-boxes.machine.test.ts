import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { leadId } from '../testing/index.js';
import {
  canOpenChatBox,
  createChatBoxesMachine,
  MAX_CHAT_BOXES,
  type ChatBoxesEmitted,
} from './chat-boxes.machine.js';
import { emittedBy } from '../testing/flow-fakes.js';

const [a, b, c, d] = [leadId(1), leadId(2), leadId(3), leadId(4)];
const limitation = {
  type: 'notice',
  notice: {
    title: 'Limitation',
    message: 'No more than 3 chat boxes allowed at a time',
    tone: 'warning',
    durationMs: 4500,
  },
};

describe('canOpenChatBox (spec 1 §2, §9)', () => {
  it('allows up to 3 and always allows an open one', () => {
    expect(MAX_CHAT_BOXES).toBe(3);
    expect(canOpenChatBox([], a)).toBe(true);
    expect(canOpenChatBox([a, b], c)).toBe(true);
    expect(canOpenChatBox([a, b, c], d)).toBe(false);
    expect(canOpenChatBox([a, b, c], b)).toBe(true);
  });
});

describe('chat boxes machine, pure transitions', () => {
  const machine = createChatBoxesMachine();
  const open = (...ids: (typeof a)[]) =>
    ids.reduce(
      (snapshot, id) => transition(machine, snapshot, { type: 'OPEN', id })[0],
      initialTransition(machine, {})[0],
    );

  it('starts with none open', () => {
    const [start] = initialTransition(machine, {});
    expect(start.context).toEqual({ open: [], focused: null });
  });

  it('opens and focuses a new chat box', () => {
    const [start] = initialTransition(machine, {});
    const [next, actions] = transition(machine, start, { type: 'OPEN', id: a });
    expect(next.context).toEqual({ open: [a], focused: a });
    expect(emittedBy(actions)).toEqual([{ type: 'focus', id: a }]);
  });

  it("refuses a fourth with the 'Limitation' warning and changes nothing", () => {
    const three = open(a, b, c);
    const [next, actions] = transition(machine, three, { type: 'OPEN', id: d });
    expect(next.context).toEqual(three.context);
    expect(emittedBy<ChatBoxesEmitted>(actions)).toEqual([limitation]);
  });

  it('opening an open chat box focuses it, even with 3 open', () => {
    const three = open(a, b, c);
    const [next, actions] = transition(machine, three, { type: 'OPEN', id: a });
    expect(next.context).toEqual({ open: [a, b, c], focused: a });
    expect(emittedBy(actions)).toEqual([{ type: 'focus', id: a }]);
  });

  it('closing frees a slot; focus moves to the newest remaining box', () => {
    const three = open(a, b, c);
    const [closed] = transition(machine, three, { type: 'CLOSE', id: c });
    expect(closed.context).toEqual({ open: [a, b], focused: b });
    const [reopened] = transition(machine, closed, { type: 'OPEN', id: d });
    expect(reopened.context).toEqual({ open: [a, b, d], focused: d });
  });

  it('closing an unfocused or unknown box keeps the focus', () => {
    const three = open(a, b, c);
    expect(transition(machine, three, { type: 'CLOSE', id: a })[0].context).toEqual({
      open: [b, c],
      focused: c,
    });
    expect(transition(machine, three, { type: 'CLOSE', id: d })[0].context).toEqual(three.context);
  });

  it('a restored list keeps its first three distinct boxes', () => {
    const [start] = initialTransition(machine, { open: [a, a, b, c, d] });
    expect(start.context).toEqual({ open: [a, b, c], focused: c });
  });
});

describe('chat boxes machine as an actor', () => {
  it("emits the 'Limitation' notice on a fourth open", () => {
    const actor = createActor(createChatBoxesMachine(), { input: {} }).start();
    const notices: unknown[] = [];
    actor.on('notice', (event) => notices.push(event));
    for (const id of [a, b, c, d]) actor.send({ type: 'OPEN', id });
    expect(notices).toEqual([limitation]);
    expect(actor.getSnapshot().context.open).toEqual([a, b, c]);
  });
});
