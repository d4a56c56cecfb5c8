import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { ROLES, type Role } from '../session/role.js';
import { arbMessageInstance, arbRole, fixedClock, propertyConfig } from '../testing/index.js';
import { responseDelay, type ResponseDelay } from './response-delay.rules.js';

const RANK: Record<ResponseDelay, number> = { none: 0, 'three minutes delay': 1, 'five minutes delay': 2 };
const SENT_AT = Date.parse('2025-03-14T15:00:00.000Z');
const arbAwaiting = arbMessageInstance().map((m) => ({
  ...m,
  direction: 'RECEIVED' as const,
  createdOn: new Date(SENT_AT).toISOString(),
}));
const delayAfter = (ms: number, latestMessage: Parameters<typeof responseDelay>[0]['latestMessage']) =>
  responseDelay(
    { role: 'SUPER_USER', responseRequired: true, latestMessage, globalInboxZero: false },
    fixedClock(new Date(SENT_AT + ms).toISOString()),
  );

describe('responseDelay rules (spec 1 §4, §6)', () => {
  it('never lessens as time passes', () => {
    fc.assert(
      fc.property(arbAwaiting, fc.nat(30 * 60_000), fc.nat(30 * 60_000), (message, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        return RANK[delayAfter(earlier, message)] <= RANK[delayAfter(later, message)];
      }),
      propertyConfig(),
    );
  });

  it('is none under 3 minutes, three from 3 to 5 minutes and five beyond 5 minutes', () => {
    fc.assert(
      fc.property(arbAwaiting, fc.nat(30 * 60_000), (message, ms) => {
        const expected =
          ms < 3 * 60_000 ? 'none' : ms <= 5 * 60_000 ? 'three minutes delay' : 'five minutes delay';
        return delayAfter(ms, message) === expected;
      }),
      propertyConfig(),
    );
  });

  it('is none for every role but SUPER_DATA_ADMIN and SUPER_USER, and on the global-inbox-zero route', () => {
    const others: readonly Role[] = ROLES.filter(
      (role) => role !== 'SUPER_DATA_ADMIN' && role !== 'SUPER_USER',
    );
    fc.assert(
      fc.property(
        arbMessageInstance(),
        arbRole(),
        fc.boolean(),
        fc.nat(60 * 60_000),
        (message, role, zero, ms) => {
          const clock = fixedClock(new Date(Date.parse(message.createdOn) + ms).toISOString());
          const input = { role, responseRequired: true, latestMessage: message };
          const hidden = others.includes(role) || zero;
          return !hidden || responseDelay({ ...input, globalInboxZero: zero }, clock) === 'none';
        },
      ),
      propertyConfig(),
    );
  });
});
