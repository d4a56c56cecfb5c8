import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { leadId, propertyConfig } from '../testing/index.js';
import { createChatBoxesMachine, type ChatBoxesEmitted } from './chat-boxes.machine.js';
import { emittedBy } from '../testing/flow-fakes.js';

const machine = createChatBoxesMachine();
const arbId = fc.integer({ min: 1, max: 6 }).map(leadId);
const arbEvent = fc.oneof(
  fc.record({ type: fc.constant('OPEN' as const), id: arbId }),
  fc.record({ type: fc.constant('CLOSE' as const), id: arbId }),
);

describe('chat boxes (spec 1 §2, §8, §9)', () => {
  it('however many open/close events, never more than 3 chat boxes are open, each at most once', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 60 }), (events) => {
        let [snapshot] = initialTransition(machine, {});
        for (const event of events) {
          [snapshot] = transition(machine, snapshot, event);
          const { open } = snapshot.context;
          if (open.length > 3 || new Set(open).size !== open.length) return false;
        }
        return true;
      }),
      propertyConfig(),
    );
  });

  it('an OPEN either leaves the chat box open and focused or is refused with the Limitation notice while 3 others are open', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 40 }), arbId, (events, id) => {
        let [snapshot] = initialTransition(machine, {});
        for (const event of events) [snapshot] = transition(machine, snapshot, event);
        const before = snapshot.context.open;
        const [after, actions] = transition(machine, snapshot, { type: 'OPEN', id });
        const notices = emittedBy<ChatBoxesEmitted>(actions).filter((e) => e.type === 'notice');
        const refused = before.length === 3 && !before.includes(id);
        return refused
          ? after.context.open === before && notices.length === 1 && notices[0]?.notice.title === 'Limitation'
          : after.context.open.includes(id) && after.context.focused === id && notices.length === 0;
      }),
      propertyConfig(),
    );
  });
});
