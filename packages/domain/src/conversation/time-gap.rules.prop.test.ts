import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig, sampleMessageInstance } from '../testing/index.js';
import { timeGapsIn } from './time-gap.rules.js';

/** Spec 1 §9: a customer-side time gap is over 4 minutes (written here, not read from the code). */
const TIME_GAP_MINUTES = 4;

const LIMIT_MS = TIME_GAP_MINUTES * 60_000;
const START = Date.parse('2025-03-14T15:00:00.000Z');

/** Steps between messages around the 4-minute limit, exact limit included; customer side or not. */
const arbConversation = fc.array(
  fc.record({
    stepMs: fc.oneof(fc.constantFrom(0, LIMIT_MS - 1000, LIMIT_MS, LIMIT_MS + 1000), fc.nat(10 * 60_000)),
    customer: fc.boolean(),
  }),
  { maxLength: 30 },
);

describe('timeGapsIn rules (spec 1 §4)', () => {
  it('flags exactly the customer-side messages more than 4 minutes after the previous customer-side one', () => {
    fc.assert(
      fc.property(arbConversation, (steps) => {
        let at = START;
        const messages = steps.map(({ stepMs, customer }, index) => {
          at += stepMs;
          const direction = customer ? ('RECEIVED' as const) : ('SEND' as const);
          return sampleMessageInstance({ id: index + 1, direction, createdOn: new Date(at).toISOString() });
        });
        const expected: number[] = [];
        let previous: number | undefined;
        messages.forEach((message, index) => {
          if (message.direction !== 'RECEIVED') return;
          const time = Date.parse(message.createdOn);
          if (previous !== undefined && time - previous > LIMIT_MS) expected.push(index);
          previous = time;
        });
        expect(timeGapsIn(messages).map((gap) => gap.index)).toEqual(expected);
      }),
      propertyConfig(),
    );
  });
});
