import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { leadId, propertyConfig } from '../testing/index.js';
import { closeChatBox, NO_CHAT_BOXES, openChatBox, type ChatBoxes } from './chat-boxes.js';

const arbId = fc.integer({ min: 1, max: 6 }).map(leadId);
const arbEvent = fc.oneof(
  fc.record({ type: fc.constant('OPEN' as const), id: arbId }),
  fc.record({ type: fc.constant('CLOSE' as const), id: arbId }),
);
type Event = typeof arbEvent extends fc.Arbitrary<infer E> ? E : never;

/** An OPEN refused leaves the boxes as they were. */
const apply = (boxes: ChatBoxes, event: Event): ChatBoxes => {
  if (event.type === 'CLOSE') return closeChatBox(boxes, event.id);
  const opened = openChatBox(boxes, event.id);
  return opened.ok ? opened.value : boxes;
};

describe('chat boxes (spec 1 §2, §8, §9)', () => {
  it('however many open/close events, never more than 3 chat boxes are open, each at most once', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 60 }), (events) => {
        let boxes = NO_CHAT_BOXES;
        for (const event of events) {
          boxes = apply(boxes, event);
          const { open } = boxes;
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
        const before = events.reduce(apply, NO_CHAT_BOXES);
        const after = openChatBox(before, id);
        const refused = before.open.length === 3 && !before.open.includes(id);
        return refused
          ? !after.ok && after.error.title === 'Limitation'
          : after.ok && after.value.open.includes(id) && after.value.focused === id;
      }),
      propertyConfig(),
    );
  });
});
